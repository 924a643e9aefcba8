//! The bipartite-graph game: a token moves along edges to vertices it has never visited, and
//! whoever cannot move loses. The player to move from `v` wins exactly when `v` is in every
//! maximum matching (the solver's theorem, [`nimlab_solver::bipartite`]).
//!
//! The player steps through the solver's trace: first Kuhn's searches for augmenting paths,
//! one per left vertex (the path drawn dashed, matched edges thick with a diamond), then one
//! W/L verdict per vertex with its reason (for an L vertex, the alternating path that frees
//! it). The resting picture is the final matching with every label. In predict mode the
//! player stops before each verdict until the learner says W or L. A game panel below plays
//! against the computer, which follows the matching strategy.

mod game;
mod view;

use std::rc::Rc;

use nimlab_solver::bipartite::program::PROGRAMS;
use nimlab_solver::bipartite::trace::Step;
use nimlab_solver::bipartite::{
    edge_name, parse_edges, parse_judge, parse_side, vertex_name, BipartiteGraph, Matching, Side,
    Vertex, LEFT, RIGHT,
};
use nimlab_solver::{InputError, Lang, Outcome};
use wasm_bindgen::JsValue;
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit::code_panel::Source;
use crate::kit::form::InputField;
use crate::kit::shell::{CodeView, Effect, Stepper};
use crate::kit::{self, Predict};
use view::GraphView;

/// The most vertices drawn on each side (the picture must stay readable at 375 px).
pub const MAX_DRAWN_SIDE: u64 = 8;
const DEFAULT_LEFT: &str = "3";
const DEFAULT_RIGHT: &str = "3";
const DEFAULT_EDGES: &str = "1-1, 1-2, 2-1, 3-2";

pub enum Msg {
    Apply,
    SetPredict(bool),
    Guess(Outcome),
    Game(game::GameMsg),
}

/// One graph being analysed: its searches and verdicts, and the matching after each search.
struct Run {
    left: usize,
    right: usize,
    /// Numbered from 0, in the order typed.
    edges: Vec<(usize, usize)>,
    graph: BipartiteGraph,
    steps: Vec<Step>,
    /// `mates[k]`: each left vertex's partner after `k` searches (at most 9 × 8 entries).
    mates: Vec<Vec<Option<usize>>>,
    matching: Matching,
}

impl Run {
    fn new(graph: BipartiteGraph, edges: Vec<(usize, usize)>) -> Run {
        let mut searches = graph.searches();
        let mut steps = Vec::new();
        let mut mates = vec![searches.matching().mate_left.clone()];
        while let Some(search) = searches.next() {
            steps.push(Step::Search(search));
            mates.push(searches.matching().mate_left.clone());
        }
        let matching = searches.matching().clone();
        steps.extend(
            graph
                .vertices()
                .map(|v| Step::Verdict(graph.verdict(&matching, v))),
        );
        Run {
            left: graph.left_len(),
            right: graph.right_len(),
            edges,
            graph,
            steps,
            mates,
            matching,
        }
    }

    fn searches(&self) -> usize {
        self.left
    }

    fn edges_text(&self) -> String {
        let list: Vec<String> = self.edges.iter().map(|&(l, r)| edge_name(l, r)).collect();
        list.join(", ")
    }

    /// The judge input of the programs: `nl nr m`, then one edge `l r` per line (from 1).
    fn stdin(&self) -> String {
        let mut text = format!("{} {} {}", self.left, self.right, self.edges.len());
        for &(l, r) in &self.edges {
            text.push_str(&format!("\n{} {}", l + 1, r + 1));
        }
        text
    }

    /// The left vertices' partners after `position` steps.
    fn mates_at(&self, position: usize) -> &[Option<usize>] {
        let k = position.min(self.searches());
        self.mates
            .get(k)
            .map_or(&self.matching.mate_left[..], Vec::as_slice)
    }

    /// The verdict step at `index` among the verdicts (0 = L1).
    fn verdict(&self, index: usize) -> Option<&nimlab_solver::bipartite::trace::Verdict> {
        match self.steps.get(self.searches() + index) {
            Some(Step::Verdict(v)) => Some(v),
            _ => None,
        }
    }

    fn verdict_index(&self, vertex: Vertex) -> usize {
        match vertex.side {
            Side::Left => vertex.index,
            Side::Right => self.left + vertex.index,
        }
    }
}

pub struct Bipartite {
    run: Run,
    /// One guess per verdict (left vertices, then right ones).
    predict: Predict<Outcome>,
    title: Element,
    intro: Element,
    left: InputField,
    right: InputField,
    edges: InputField,
    apply: Element,
    predict_text: Element,
    predict_toggle: Element,
    legend: kit::Legend,
    view: GraphView,
    matching_text: Element,
    summary: Element,
    predict_box: Element,
    question: Element,
    guess_w: Element,
    guess_l: Element,
    feedback: Element,
    score: Element,
    game: game::GamePanel,
    _listeners: Vec<Listener>,
}

const LEGEND: &[kit::LegendEntry] = &[
    (
        "bipartite-swatch-matched",
        "◆",
        "cạnh ghép (nét đậm, hình thoi)",
        "matched edge (thick, diamond)",
    ),
    (
        "bipartite-swatch-path",
        "┅",
        "đường đang xét (nét đứt)",
        "path being used (dashed)",
    ),
    (
        "is-current",
        "◎",
        "đỉnh đang xét (vòng ngoài)",
        "vertex being looked at (outer ring)",
    ),
    (
        "is-w",
        "W",
        "W: đặt quân ở đây, người đi trước thắng",
        "W: token starts here, the player to move wins",
    ),
    (
        "is-l",
        "L",
        "L: đặt quân ở đây, người đi trước thua",
        "L: token starts here, the player to move loses",
    ),
];

impl Stepper for Bipartite {
    type Msg = Msg;

    fn build(
        root: &Element,
        placeholder: &Element,
        lang: Lang,
        dispatch: Rc<dyn Fn(Msg)>,
    ) -> Result<Bipartite, JsValue> {
        let (title, intro) = kit::header(root)?;
        let form = kit::form(root)?;
        let left = InputField::new(&form, "left")?;
        let right = InputField::new(&form, "right")?;
        for field in [&left, &right] {
            dom::set_attr(&field.input, "inputmode", "numeric");
        }
        let edges = InputField::new(&form, "edges")?;
        let (actions, apply) = kit::actions(&form)?;
        let (predict_toggle, predict_text) = kit::predict_switch(&actions)?;

        let legend = kit::Legend::new(root, "bipartite", LEGEND)?;
        let picture = dom::child(root, "div", "bipartite-picture", "")?;
        let view = GraphView::new(&picture, "bipartite-main-svg")?;
        let results = dom::child(root, "div", "results", "")?;
        let matching_text = dom::child(&results, "p", "bipartite-matching", "")?;
        let summary = dom::child(&results, "p", "bipartite-summary", "")?;

        let predict_box = dom::child(root, "div", "predict", "")?;
        let question = dom::child(&predict_box, "p", "predict-question", "")?;
        let guesses = dom::child(&predict_box, "div", "predict-buttons", "")?;
        let guess_w = dom::button(&guesses, "btn guess guess-w", "W")?;
        let guess_l = dom::button(&guesses, "btn guess guess-l", "L")?;
        let feedback = dom::child(&predict_box, "p", "predict-feedback", "")?;
        dom::set_attr(&feedback, "aria-live", "polite");
        let score = dom::child(&predict_box, "p", "predict-score", "")?;

        let d = dispatch.clone();
        let game = game::GamePanel::new(root, Rc::new(move |m| d(Msg::Game(m))))?;

        let mut listeners = Vec::new();
        let d = dispatch.clone();
        listeners.push(kit::on_submit(&form, move || d(Msg::Apply))?);
        let d = dispatch.clone();
        listeners.push(kit::on_toggle(&predict_toggle, move |on| {
            d(Msg::SetPredict(on))
        })?);
        for (button, outcome) in [(&guess_w, Outcome::Win), (&guess_l, Outcome::Lose)] {
            let d = dispatch.clone();
            listeners.push(Listener::new(button, "click", move |_| {
                d(Msg::Guess(outcome))
            })?);
        }
        let d = dispatch.clone();
        listeners.push(Listener::new(root, "keydown", move |event| {
            if let Some(outcome) = kit::outcome_key(&event) {
                d(Msg::Guess(outcome));
            }
        })?);

        let mut widget = Bipartite {
            run: default_run(),
            predict: Predict::default(),
            title,
            intro,
            left,
            right,
            edges,
            apply,
            predict_text,
            predict_toggle,
            legend,
            view,
            matching_text,
            summary,
            predict_box,
            question,
            guess_w,
            guess_l,
            feedback,
            score,
            game,
            _listeners: listeners,
        };
        let attr = |name: &str, default: &str| {
            placeholder
                .get_attribute(name)
                .unwrap_or_else(|| default.to_string())
        };
        widget.left.set_value(&attr("data-left", DEFAULT_LEFT));
        widget.right.set_value(&attr("data-right", DEFAULT_RIGHT));
        widget.edges.set_value(&attr("data-edges", DEFAULT_EDGES));
        if !widget.read_fields(lang) {
            widget.start(default_run());
        }
        Ok(widget)
    }

    fn sources(&self) -> Vec<Source> {
        Source::all(&PROGRAMS)
    }

    fn footer(&self) -> Vec<Element> {
        vec![self.game.root.clone()]
    }

    fn total(&self) -> usize {
        self.run.steps.len()
    }

    fn update(&mut self, msg: Msg, lang: Lang) -> Effect {
        match msg {
            Msg::Apply => {
                if self.read_fields(lang) {
                    return Effect::restart();
                }
                Effect::none()
            }
            Msg::SetPredict(on) => {
                self.predict.set_enabled(on);
                Effect::none()
            }
            Msg::Guess(outcome) => self.predict.answer(outcome),
            Msg::Game(msg) => {
                self.game.update(msg, &self.run.graph);
                Effect::none()
            }
        }
    }

    fn may_enter(&mut self, position: usize, playing: bool) -> bool {
        let Some(index) = position.checked_sub(1 + self.run.searches()) else {
            return true;
        };
        self.predict.ask(index, playing)
    }

    fn on_reset(&mut self) {
        self.clear_guesses();
    }

    fn draw(&mut self, position: usize, lang: Lang) {
        self.draw_picture(position, lang);
        self.draw_results(position, lang);
        self.draw_predict(position, lang);
        self.game.draw(lang);
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        match position.checked_sub(1).and_then(|k| self.run.steps.get(k)) {
            Some(step) => step.sentence(lang),
            None => lang
                .pick(
                    "Chưa cạnh nào được ghép. Bấm “Tiến một bước” hoặc “Chạy” (▶): mỗi đỉnh trái \
                     lần lượt tìm một đường tăng, rồi từng đỉnh được gắn nhãn W hoặc L.",
                    "No edge is matched yet. Press “Step forward” or “Play” (▶): each left \
                     vertex in turn looks for an augmenting path, then every vertex gets its \
                     W or L label.",
                )
                .to_string(),
        }
    }

    fn code(&self, position: usize) -> CodeView {
        match position.checked_sub(1).and_then(|k| self.run.steps.get(k)) {
            Some(step) => CodeView {
                lines: step.lines(),
                variables: step
                    .variables()
                    .into_iter()
                    .map(|(name, value)| (name.to_string(), value))
                    .collect(),
            },
            None => CodeView {
                lines: Vec::new(),
                variables: vec![
                    ("nl".to_string(), self.run.left.to_string()),
                    ("nr".to_string(), self.run.right.to_string()),
                    ("m".to_string(), self.run.edges.len().to_string()),
                ],
            },
        }
    }

    fn relabel(&mut self, lang: Lang) {
        dom::set_text(
            &self.title,
            lang.pick(
                "Trò chơi trên đồ thị hai phía",
                "The game on a bipartite graph",
            ),
        );
        dom::set_text(
            &self.intro,
            lang.pick(
                "Quân đặt ở một đỉnh; mỗi lượt đẩy quân dọc một cạnh sang đỉnh chưa từng đứng, ai \
                 không đi được thì thua. Người đến lượt ở v thắng khi và chỉ khi v có mặt trong \
                 mọi cặp ghép cực đại. Đỉnh trái là L1, L2, …; đỉnh phải là R1, R2, ….",
                "A token sits on a vertex; each turn slides it along an edge to a vertex it has \
                 never been on, and whoever cannot move loses. The player to move from v wins \
                 exactly when v is in every maximum matching. Left vertices are L1, L2, …; right \
                 ones are R1, R2, ….",
            ),
        );
        self.left.set_label(&lang.pick(
            format!("Số đỉnh bên trái (1 – {MAX_DRAWN_SIDE})"),
            format!("Left vertices (1 – {MAX_DRAWN_SIDE})"),
        ));
        self.right.set_label(&lang.pick(
            format!("Số đỉnh bên phải (1 – {MAX_DRAWN_SIDE})"),
            format!("Right vertices (1 – {MAX_DRAWN_SIDE})"),
        ));
        self.edges.set_label(lang.pick(
            "Các cạnh trái-phải (ví dụ 1-1, 1-2, 2-1)",
            "Edges left-right (e.g. 1-1, 1-2, 2-1)",
        ));
        dom::set_text(&self.apply, lang.pick("Phân tích", "Analyse"));
        dom::set_text(
            &self.predict_text,
            lang.pick(
                "Tự đoán W/L trước mỗi đỉnh",
                "Predict W/L for each vertex first",
            ),
        );
        self.legend.relabel(lang);
        dom::set_attr(
            &self.guess_w,
            "aria-label",
            lang.pick("Đoán W (thắng)", "Guess W (win)"),
        );
        dom::set_attr(
            &self.guess_l,
            "aria-label",
            lang.pick("Đoán L (thua)", "Guess L (lose)"),
        );
        self.game.relabel(lang);
        self.read_fields_quietly(lang);
    }

    fn stdin(&self) -> String {
        self.run.stdin()
    }

    fn apply_stdin(&mut self, text: &str, _lang: Lang) -> Result<(), InputError> {
        let input = parse_judge(text, MAX_DRAWN_SIDE as usize)?;
        let graph = BipartiteGraph::from_edges(input.left, input.right, &input.edges)?;
        self.start(Run::new(graph, input.edges));
        self.left.set_value(&self.run.left.to_string());
        self.right.set_value(&self.run.right.to_string());
        self.edges.set_value(&self.run.edges_text());
        for field in [&self.left, &self.right, &self.edges] {
            field.show(None, Lang::Vi);
        }
        Ok(())
    }

    fn share(&self) -> Vec<(&'static str, String)> {
        vec![
            ("left", self.run.left.to_string()),
            ("right", self.run.right.to_string()),
            ("edges", self.run.edges_text().replace(' ', "")),
        ]
    }

    fn restore(&mut self, get: &dyn Fn(&str) -> Option<String>, lang: Lang) -> bool {
        let (left, right, edges) = (get("left"), get("right"), get("edges"));
        if left.is_none() && right.is_none() && edges.is_none() {
            return false;
        }
        for (field, value) in [
            (&self.left, left),
            (&self.right, right),
            (&self.edges, edges),
        ] {
            if let Some(value) = value {
                field.set_value(&value);
            }
        }
        self.read_fields(lang)
    }
}

/// The default graph; it is a literal known to be valid, and a graph without edges is the
/// fallback that needs no parsing, so no `unwrap` is needed.
fn default_run() -> Run {
    parse_edges(DEFAULT_EDGES, 3, 3)
        .ok()
        .and_then(|edges| {
            let graph = BipartiteGraph::from_edges(3, 3, &edges).ok()?;
            Some(Run::new(graph, edges))
        })
        .unwrap_or_else(|| Run::new(BipartiteGraph::empty(3, 3), Vec::new()))
}

fn names(vertices: &[Vertex]) -> String {
    vertices
        .iter()
        .map(|&v| vertex_name(v))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Bipartite {
    /// Validates the fields, showing each error next to its field. On success the analysis
    /// starts over on the new graph; on any error the current picture stays.
    fn read_fields(&mut self, lang: Lang) -> bool {
        match self.parse_fields(lang) {
            Some((graph, edges)) => {
                self.start(Run::new(graph, edges));
                true
            }
            None => false,
        }
    }

    /// Re-shows the fields' messages in `lang` without touching the picture.
    fn read_fields_quietly(&self, lang: Lang) {
        let _ = self.parse_fields(lang);
    }

    fn parse_fields(&self, lang: Lang) -> Option<(BipartiteGraph, Vec<(usize, usize)>)> {
        let left = parse_side(&self.left.value(), LEFT, MAX_DRAWN_SIDE);
        let right = parse_side(&self.right.value(), RIGHT, MAX_DRAWN_SIDE);
        self.left.show(left.as_ref().err(), lang);
        self.right.show(right.as_ref().err(), lang);
        // The edges can only be checked against valid sides.
        let (Ok(left), Ok(right)) = (left, right) else {
            self.edges.show(None, lang);
            return None;
        };
        let parsed = parse_edges(&self.edges.value(), left, right).and_then(|edges| {
            BipartiteGraph::from_edges(left, right, &edges).map(|graph| (graph, edges))
        });
        self.edges.show(parsed.as_ref().err(), lang);
        parsed.ok()
    }

    fn start(&mut self, run: Run) {
        self.run = run;
        self.clear_guesses();
        self.view.rebuild(&self.run.graph, &self.run.edges);
        self.game.reset(&self.run.graph, &self.run.edges);
    }

    fn clear_guesses(&mut self) {
        self.predict.clear(self.run.left + self.run.right);
    }

    /// The number of verdicts shown at `position`.
    fn verdicts_shown(&self, position: usize) -> usize {
        position.saturating_sub(self.run.searches())
    }

    fn draw_picture(&self, position: usize, lang: Lang) {
        let run = &self.run;
        let mates = run.mates_at(position);
        let step = position.checked_sub(1).and_then(|k| run.steps.get(k));
        let (path, current): (&[Vertex], Option<Vertex>) = match step {
            Some(Step::Search(s)) => (
                s.path.as_deref().unwrap_or(&[]),
                Some(Vertex::left(s.start)),
            ),
            Some(Step::Verdict(v)) => (&v.witness, Some(v.vertex)),
            None => (&[], None),
        };
        // A W verdict points at the partner the winner moves to.
        let partner = match step {
            Some(Step::Verdict(v)) if v.outcome == Outcome::Win => v.partner.map(|p| Vertex {
                side: v.vertex.side.other(),
                index: p,
            }),
            _ => None,
        };
        let on_path = |a: Vertex, b: Vertex| {
            path.windows(2)
                .any(|w| (w[0] == a && w[1] == b) || (w[0] == b && w[1] == a))
                || (current == Some(a) && partner == Some(b))
                || (current == Some(b) && partner == Some(a))
        };
        for edge in self.view.edges() {
            let matched = mates.get(edge.l).copied().flatten() == Some(edge.r);
            let (l, r) = (Vertex::left(edge.l), Vertex::right(edge.r));
            edge.paint(&[("is-matched", matched), ("is-path", on_path(l, r))]);
        }
        let shown = self.verdicts_shown(position);
        let waiting = self.predict.waiting_for();
        for shape in self.view.vertices() {
            let v = shape.vertex;
            let index = run.verdict_index(v);
            let outcome = run
                .verdict(index)
                .filter(|_| index < shown)
                .map(|verdict| verdict.outcome);
            let matched = match v.side {
                Side::Left => mates.get(v.index).copied().flatten().is_some(),
                Side::Right => mates.contains(&Some(v.index)),
            };
            let badge = match (outcome, waiting == Some(index)) {
                (Some(o), _) => o.letter().to_string(),
                (None, true) => "?".to_string(),
                _ => String::new(),
            };
            shape.paint(
                &[
                    ("is-w", outcome == Some(Outcome::Win)),
                    ("is-l", outcome == Some(Outcome::Lose)),
                    ("is-current", current == Some(v)),
                    ("is-path", path.contains(&v) || partner == Some(v)),
                    ("is-free", !matched),
                ],
                &badge,
            );
        }
        self.view.set_label(&lang.pick(
            format!(
                "Đồ thị hai phía: {} đỉnh trái, {} đỉnh phải, {} cạnh",
                run.left,
                run.right,
                run.edges.len()
            ),
            format!(
                "Bipartite graph: {} left vertices, {} right vertices, {} edges",
                run.left,
                run.right,
                run.edges.len()
            ),
        ));
    }

    fn draw_results(&self, position: usize, lang: Lang) {
        let run = &self.run;
        let mates = run.mates_at(position);
        let pairs: Vec<String> = mates
            .iter()
            .enumerate()
            .filter_map(|(l, r)| {
                r.map(|r| {
                    format!(
                        "{}–{}",
                        vertex_name(Vertex::left(l)),
                        vertex_name(Vertex::right(r))
                    )
                })
            })
            .collect();
        let size = pairs.len();
        let list = pairs.join(", ");
        let final_matching = position >= run.searches();
        let text = match (size, final_matching) {
            (0, false) => lang
                .pick("Chưa có cạnh nào được ghép.", "No edge is matched yet.")
                .to_string(),
            (0, true) => lang
                .pick(
                    "Cặp ghép cực đại không có cạnh nào (đồ thị không có cạnh).",
                    "The maximum matching has no edge (the graph has none).",
                )
                .to_string(),
            (_, false) => lang.pick(
                format!("Cặp ghép hiện có {size} cạnh: {list}."),
                format!("The matching so far has {size} edges: {list}."),
            ),
            (_, true) => lang.pick(
                format!("Cặp ghép cực đại có {size} cạnh: {list}."),
                format!("The maximum matching has {size} edges: {list}."),
            ),
        };
        dom::set_text(&self.matching_text, &text);

        let done = position >= run.steps.len();
        let pick = |wanted: Outcome| -> Vec<Vertex> {
            run.graph
                .vertices()
                .filter(|&v| {
                    run.verdict(run.verdict_index(v))
                        .is_some_and(|verdict| verdict.outcome == wanted)
                })
                .collect()
        };
        let (wins, losses) = (pick(Outcome::Win), pick(Outcome::Lose));
        let none = lang.pick("không có", "none");
        let or_none = |list: &[Vertex]| {
            if list.is_empty() {
                none.to_string()
            } else {
                names(list)
            }
        };
        let variant = if losses.is_empty() {
            lang.pick(
                "Cặp ghép hoàn hảo: nếu một người chọn chỗ đặt quân rồi để đối thủ đi trước, người đó luôn thua.",
                "The matching is perfect: a player who places the token and lets the opponent move first always loses.",
            )
        } else {
            lang.pick(
                "Không có cặp ghép hoàn hảo: người chọn chỗ đặt quân rồi để đối thủ đi trước sẽ thắng bằng cách đặt ở một đỉnh L.",
                "There is no perfect matching: a player who places the token and lets the opponent move first wins by placing it on an L vertex.",
            )
        };
        let summary = lang.pick(
            format!(
                "W (người đến lượt thắng): {}. L (người đến lượt thua): {}. {variant}",
                or_none(&wins),
                or_none(&losses)
            ),
            format!(
                "W (the player to move wins): {}. L (the player to move loses): {}. {variant}",
                or_none(&wins),
                or_none(&losses)
            ),
        );
        dom::set_text(&self.summary, if done { &summary } else { "" });
        dom::set_hidden(&self.summary, !done);
    }

    fn draw_predict(&self, position: usize, lang: Lang) {
        let p = &self.predict;
        let run = &self.run;
        dom::set_hidden(&self.predict_box, !p.enabled());
        kit::set_checked(&self.predict_toggle, p.enabled());
        let name_of = |index: usize| {
            run.verdict(index)
                .map(|v| vertex_name(v.vertex))
                .unwrap_or_default()
        };
        let question = match p.waiting_for() {
            Some(index) => {
                let name = name_of(index);
                lang.pick(
                    format!("Đặt quân ở {name}: người đi trước thắng (W) hay thua (L)? Chọn trước khi xem (phím W / L)."),
                    format!("Token on {name}: does the player to move win (W) or lose (L)? Choose before you look (keys W / L)."),
                )
            }
            None => lang
                .pick(
                    "Bấm Tiến hoặc Chạy: trước khi mỗi đỉnh được gắn nhãn, bạn sẽ được hỏi nó là W hay L.",
                    "Press Step or Play: before each vertex gets its label you will be asked whether it is W or L.",
                )
                .to_string(),
        };
        dom::set_text(&self.question, &question);
        dom::set_disabled(&self.guess_w, p.waiting_for().is_none());
        dom::set_disabled(&self.guess_l, p.waiting_for().is_none());

        let decided = self.verdicts_shown(position).checked_sub(1);
        let feedback = decided.and_then(|index| {
            let guess = *p.guess(index)?;
            let verdict = run.verdict(index)?;
            let (g, t, name) = (
                guess.letter(),
                verdict.outcome.letter(),
                vertex_name(verdict.vertex),
            );
            Some(if guess == verdict.outcome {
                lang.pick(
                    format!("✓ Bạn đoán {g}: đúng!"),
                    format!("✓ You guessed {g}: right!"),
                )
            } else {
                lang.pick(
                    format!("✗ Bạn đoán {g}, nhưng {name} là {t}."),
                    format!("✗ You guessed {g}, but {name} is {t}."),
                )
            })
        });
        dom::set_text(&self.feedback, feedback.as_deref().unwrap_or(""));
        let (right, total) = p.score(|index, &guess| Some(guess == run.verdict(index)?.outcome));
        dom::set_text(
            &self.score,
            &lang.pick(
                format!("Đoán đúng {right} / {total} đỉnh"),
                format!("Right: {right} of {total} vertices"),
            ),
        );
    }
}
