//! The ZJOI 2009 row of piles by brute force beside the closed rule (the solver's
//! [`PileSearch`]): the player first fills the rule's table of `left` and `right` partners, one
//! segment per step with the case of the formula it used, then judges every move from the
//! starting row both ways, the search's count of positions growing as it goes. A move's
//! "Go there" makes the row it leaves the new starting row, so the reader can walk down the game
//! tree and back up.

use nimlab_course::widgets::pile_search as words;
use nimlab_solver::mex::join;
use nimlab_solver::score::{PileSearch, MAX_SEARCH_PILE, MAX_SEARCH_PILES};
use nimlab_solver::{InputError, Lang, Outcome};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

use crate::dom::{self, Listener};
use crate::kit::fields::spaced;
use crate::kit::fields::{Kind, Spec, Values};
use crate::kit::stage::Part;
use crate::kit::stepper::{Build, Effect, Stepper};
use crate::kit::text::Words;

pub enum Msg {
    /// Make the row left by the starting row's move `k` the starting row.
    GoTo(usize),
    /// Back to the row the last "Go there" came from.
    Back,
}

pub struct PileSearchWidget {
    search: PileSearch,
    /// The rows "Go there" came from, the latest last.
    path: Vec<PileSearch>,
    table: Element,
    moves: Element,
    verdict: Element,
    back: Element,
    _listeners: Vec<Listener>,
}

impl Stepper for PileSearchWidget {
    type Msg = Msg;
    type Input = PileSearch;

    fn fields(_placeholder: &Element) -> Vec<Spec> {
        vec![Spec::new("piles", ("", ""), "3 1 2 2", Kind::List)
            .labelled(words::piles_label(MAX_SEARCH_PILES, MAX_SEARCH_PILE))]
    }

    const APPLY: Words = words::APPLY;

    fn parse(values: &Values) -> Result<PileSearch, Vec<InputError>> {
        PileSearch::parse(values.get("piles")).map_err(|e| vec![e])
    }

    fn build(build: Build<'_, Msg>, search: PileSearch) -> Result<Self, JsValue> {
        let stage = build.stage;
        stage.set_title(words::TITLE);
        stage.set_intro(words::INTRO);
        let texts = stage.texts().clone();
        let picture = stage.part(Part::Picture);
        let sides = dom::child(picture, "div", "ps-sides", "")?;
        let rule = dom::child(&sides, "section", "ps-rule", "")?;
        texts.child(&rule, "h4", "", words::RULE)?;
        let scroll = dom::child_with(&rule, "div", "ps-scroll", &[("tabindex", "0")])?;
        texts.attr(&scroll, "aria-label", words::RULE_TABLE);
        let table = dom::child(&scroll, "table", "ps-table", "")?;
        let brute = dom::child(&sides, "section", "ps-search", "")?;
        texts.child(&brute, "h4", "", words::BRUTE_FORCE)?;
        let moves = dom::child(&brute, "ol", "ps-moves", "")?;
        let go_to = build.dispatch.clone();
        let on_move = Listener::new(&moves, "click", move |event| {
            let index = event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|el| el.closest("button[data-move]").ok().flatten())
                .and_then(|button| button.get_attribute("data-move")?.parse().ok());
            if let Some(index) = index {
                go_to(Msg::GoTo(index));
            }
        })?;
        let analysis = stage.part(Part::Analysis);
        let verdict = dom::child_with(analysis, "p", "ps-verdict", &[("aria-live", "polite")])?;
        let back = dom::button(analysis, "btn ps-back", "")?;
        let go_back = build.dispatch.clone();
        let on_back = Listener::new(&back, "click", move |_| go_back(Msg::Back))?;
        Ok(PileSearchWidget {
            search,
            path: Vec::new(),
            table,
            moves,
            verdict,
            back,
            _listeners: vec![on_move, on_back],
        })
    }

    fn load(&mut self, search: PileSearch) -> Result<(), JsValue> {
        self.search = search;
        self.path.clear();
        Ok(())
    }

    fn values(&self) -> Values {
        Values::new(vec![("piles", spaced(self.search.piles()))])
    }

    fn total(&self) -> usize {
        self.search.total()
    }

    fn update(&mut self, msg: Msg, _lang: Lang) -> Effect {
        // The row shown next: one level down the game tree, or back up.
        let next = match msg {
            Msg::GoTo(index) => self.search.after(index),
            Msg::Back => self.path.pop(),
        };
        let Some(next) = next else {
            return Effect::none();
        };
        let shown = std::mem::replace(&mut self.search, next);
        if matches!(msg, Msg::GoTo(_)) {
            self.path.push(shown);
        }
        Effect::restart()
    }

    fn draw(&mut self, position: usize, lang: Lang) -> Result<(), JsValue> {
        let cells = self.search.cells().len().min(position);
        self.draw_table(cells, position, lang)?;
        self.draw_moves(position - cells, position, lang)?;
        self.draw_verdict(position, lang);
        self.draw_back(lang);
        Ok(())
    }

    fn sentence(&self, position: usize, lang: Lang) -> String {
        let cells = self.search.cells();
        let piles = self.search.piles();
        let Some(step) = position.checked_sub(1) else {
            return lang.say(words::START).to_string();
        };
        match cells.get(step) {
            Some(cell) => cell.sentence(piles, lang),
            None => self
                .search
                .moves()
                .get(step - cells.len())
                .map(|m| m.sentence(piles.len(), lang))
                .unwrap_or_default(),
        }
    }
}

impl PileSearchWidget {
    /// The rule's table: every segment, its partners shown once `shown` cells are filled.
    fn draw_table(&self, shown: usize, position: usize, lang: Lang) -> Result<(), JsValue> {
        let table = &self.table;
        dom::clear(table);
        let head = dom::child(&dom::child(table, "thead", "", "")?, "tr", "", "")?;
        for name in words::RULE_HEADS {
            let th = dom::child(&head, "th", "", lang.say(name))?;
            dom::set_attr(&th, "scope", "col");
        }
        let body = dom::child(table, "tbody", "", "")?;
        let piles = self.search.piles();
        for (index, cell) in self.search.cells().iter().enumerate() {
            let tr = dom::child(&body, "tr", "ps-cell", "")?;
            let filled = index < shown;
            dom::set_class(&tr, "is-current", filled && index + 1 == position);
            dom::set_class(&tr, "is-pending", !filled);
            let segment = format!("[{}, {}]", cell.from + 1, cell.to + 1);
            dom::set_attr(&dom::child(&tr, "th", "", &segment)?, "scope", "row");
            dom::child(&tr, "td", "ps-piles", &join(cell.piles(piles)))?;
            for value in [cell.left.value, cell.right.value] {
                let text = filled.then(|| value.to_string());
                dom::child(&tr, "td", "ps-value", text.as_deref().unwrap_or("·"))?;
            }
        }
        Ok(())
    }

    /// The moves judged so far (`judged` of them), each with both verdicts and a "Go there".
    fn draw_moves(&self, judged: usize, position: usize, lang: Lang) -> Result<(), JsValue> {
        let list = &self.moves;
        dom::clear(list);
        let n = self.search.piles().len();
        let last = position == self.total();
        for (index, m) in self.search.moves().iter().enumerate().take(judged) {
            let (class, found) = match m.searched {
                Outcome::Lose => ("ps-move is-winning", lang.say(words::WINNING_MOVE)),
                Outcome::Win => ("ps-move", "W"),
            };
            let li = dom::child(list, "li", class, "")?;
            dom::set_class(&li, "is-current", !last && index + 1 == judged);
            dom::child(&li, "span", "ps-move-what", &m.describe(lang))?;
            let badge = dom::child(&li, "span", "ps-move-found", found)?;
            dom::set_attr(&badge, "title", lang.say(words::BADGE_MEANING));
            dom::child(&li, "span", "ps-move-rule", &m.rule_reason(n, lang))?;
            if !m.leaves.is_empty() {
                let go = dom::button(&li, "btn ps-go", lang.say(words::GO_THERE))?;
                dom::set_attr(&go, "data-move", &index.to_string());
            }
        }
        Ok(())
    }

    /// The conclusion once every move is judged: both verdicts and the work each took.
    fn draw_verdict(&self, position: usize, lang: Lang) {
        let search = &self.search;
        if position < self.total() {
            dom::set_text(&self.verdict, lang.say(words::CONCLUSION_LATER));
            return;
        }
        let n = search.piles().len();
        let first = search.piles().first().copied().unwrap_or(0);
        let partner = search.left_of_rest();
        let rest = if n == 1 {
            "0".to_string()
        } else {
            format!("left(2, {n}) = {partner}")
        };
        let relation = if partner == first { "=" } else { "≠" };
        let text = words::conclusion(
            search.searched(),
            search.ruled(),
            search.positions(),
            search.cells().len(),
            (&rest, relation, first),
            lang,
        );
        dom::set_text(&self.verdict, &text);
    }

    /// The way back up the game tree, once "Go there" went down.
    fn draw_back(&self, lang: Lang) {
        let back = self.path.last().map(|from| join(from.piles()));
        dom::set_hidden(&self.back, back.is_none());
        if let Some(row) = back {
            dom::set_text(&self.back, &words::back_to(&row, lang));
        }
    }
}
