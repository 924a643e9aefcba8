//! The fuzz targets: one per parser family, each reading its text fields the way the widgets
//! and the JS API read them, then feeding what is accepted to the solvers and trace builders.
//!
//! Every refusal is checked too ([`refused`]): a message in both languages, naming its field,
//! quoting little of what was typed. Accepted values are checked against the field's limits.
//! Sizes fed onwards are capped (the `FEED_*` constants) so that a run takes milliseconds in a
//! debug build; the full limits are the business of the solvers' own tests and of `./x bench`.

use nimlab_solver::adhoc::{
    discs, logs, one_two_k, permutation, Board, Logs, OneTwoK, Permutation,
};
use nimlab_solver::bipartite::{self, play::TokenRules, BipartiteGraph, Half as BSide};
use nimlab_solver::coin_turning::trace::{widget_board, widget_rule};
use nimlab_solver::coin_turning::{self as coins, CoinBoard, CoinRule};
use nimlab_solver::exercises::{self, Exercise};
use nimlab_solver::fibonacci::{self, Position, Zeckendorf};
use nimlab_solver::graph::{self, GameGraph, Loops, PlayRule, RetrogradeTrace};
use nimlab_solver::input::{
    list_tokens, parse_number, quote, raw_list, Field, InputError, JudgeInput, Problem, RawInt,
    MAX_SAFE_INTEGER, QUOTE_LIMIT,
};
use nimlab_solver::nim::{
    self, moore, play as nim_play, staircase, BitTable, Heaps, NimTrace, Rule,
};
use nimlab_solver::nimber::{self, Op, TableSize};
use nimlab_solver::octal::{self, GrundyFill, OctalCode, OctalTrace};
use nimlab_solver::play::{Match, Side, Strength};
use nimlab_solver::rules::Rules as _;
use nimlab_solver::score::{self, IntervalTrace, PileRow, Row};
use nimlab_solver::splitting::{self, Groups};
use nimlab_solver::subtraction::{
    MexTrace, MoveSet, PeriodRule, SubtractionGame, SubtractionTrace, MAX_MOVE, MAX_MOVES,
    MAX_TABLE_N, MAX_TRACE_N,
};
use nimlab_solver::trace::{Traced, MAX_PAGE};
use nimlab_solver::wythoff::{self, Notation, WythoffTrace};
use nimlab_solver::{Lang, Outcome};

/// The longest message a refusal may give, in characters: quoting stays short whatever came in.
const MAX_MESSAGE_CHARS: usize = 500;
/// The longest integer a message may quote in full: an `i128`, sign included.
const MAX_QUOTED_INTEGER: usize = 40;

/// Caps on what goes on to the solvers (see the module doc).
const FEED_TABLE_N: u64 = 3000;
const FEED_TRACE_N: u64 = 300;
const FEED_OCTAL_N: u64 = 150;
const FEED_VERTICES: u64 = 400;
const FEED_EDGES: usize = 1500;
const FEED_SIDE: usize = 40;
const FEED_ROW: usize = 60;
const FEED_ROW_SCORES: usize = 500;
const FEED_COUNT: u64 = 2000;
const FEED_PLACES: usize = 40;
const FEED_TREE_DEPTH: usize = 8;

/// Runs one input (one text per field); panics when a property does not hold.
pub type Check = Box<dyn Fn(&[String])>;

/// A fuzz target: its name, the fields it reads (in corpus order) and its check, which panics
/// when a property does not hold.
pub struct Target {
    pub name: String,
    pub fields: &'static [&'static str],
    pub check: Check,
    /// Inputs replayed with the corpus, taken from the code itself (the exercises' samples).
    pub seeds: Vec<Vec<String>>,
}

fn target(
    name: &str,
    fields: &'static [&'static str],
    check: impl Fn(&[String]) + 'static,
) -> Target {
    Target {
        name: name.to_string(),
        fields,
        check: Box::new(check),
        seeds: Vec::new(),
    }
}

/// Every target, in the order they run.
pub fn all() -> Vec<Target> {
    let mut targets = vec![
        target("input::parse_number", &["text"], parse_number_target),
        target("input::list_tokens", &["text"], list_tokens_target),
        target("names", &["name"], names),
        target("subtraction", &["moves", "n", "piles"], subtraction),
        target("nim", &["heaps"], nim_target),
        target("nim::play", &["heaps", "move"], nim_play_target),
        target("nim::moore", &["heaps", "k", "move"], moore_target),
        target("nim::staircase", &["steps", "move"], staircase_target),
        target("nimber", &["op", "a", "b", "size"], nimber_target),
        target("octal", &["code", "n"], octal_target),
        target("wythoff", &["heaps", "count", "notation"], wythoff_target),
        target("wythoff::board", &["size", "start", "moves"], wythoff_board),
        target(
            "fibonacci",
            &["n", "quota", "takes", "zeckendorf"],
            fibonacci_target,
        ),
        target("graph", &["n", "edges", "tokens"], graph_target),
        target(
            "bipartite",
            &["left", "right", "edges", "start", "move"],
            bipartite_target,
        ),
        target("bipartite::judge", &["input"], bipartite_judge),
        target(
            "coin_turning",
            &["rule", "n", "heads", "parents"],
            coin_target,
        ),
        target("score::ends", &["values"], ends_target),
        target("score::piles", &["piles"], piles_target),
        target("adhoc::one_two_k", &["n", "k"], one_two_k_target),
        target("adhoc::permutation", &["values"], permutation_target),
        target("adhoc::logs", &["lengths"], logs_target),
        target(
            "adhoc::discs",
            &["width", "height", "radius", "spots"],
            discs_target,
        ),
        target("splitting", &["piles", "size"], splitting_target),
    ];
    for exercise in exercises::ALL {
        let mut t = target(
            &format!("exercise::{}", exercise.id),
            &["input"],
            move |f| exercise_target(exercise, &f[0]),
        );
        t.seeds.push(vec![exercise.sample_input.to_string()]);
        targets.push(t);
    }
    targets
}

// ---------------------------------------------------------------------------------------------
// Properties shared by every target.

/// Checks a refusal: both languages say something, the API message starts with the field's
/// query name, and nothing typed is quoted at length (an integer fitting `i128` may be quoted
/// whole: it is what the learner typed, and it is short).
fn refused(error: &InputError) {
    let name = error.field.api_name();
    assert!(
        !name.is_empty()
            && name.starts_with(|c: char| c.is_ascii_lowercase())
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'),
        "field api name {name:?}"
    );
    let api = error.api_message();
    assert!(api.starts_with(&format!("{name}: ")), "api message {api:?}");
    for lang in [Lang::Vi, Lang::En] {
        let reason = error.reason(lang);
        assert!(
            !reason.trim().is_empty(),
            "empty {lang:?} reason for {error:?}"
        );
        assert!(
            !error.field.label(lang).is_empty(),
            "empty {lang:?} label for {error:?}"
        );
        let message = error.message(lang);
        assert!(
            message.chars().count() <= MAX_MESSAGE_CHARS,
            "{lang:?} message of {} chars: {message}",
            message.chars().count()
        );
        for quoted in quotations(&message) {
            let chars = quoted.chars().count();
            let integer = quoted
                .strip_prefix('-')
                .unwrap_or(quoted)
                .bytes()
                .all(|b| b.is_ascii_digit());
            assert!(
                chars <= QUOTE_LIMIT + 1 || (integer && chars <= MAX_QUOTED_INTEGER),
                "{lang:?} message quotes {chars} chars: {message}"
            );
        }
    }
}

/// The texts between “ and ” in a message.
fn quotations(message: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = message;
    while let Some(open) = rest.find('“') {
        let after = &rest[open + '“'.len_utf8()..];
        match after.find('”') {
            Some(close) => {
                out.push(&after[..close]);
                rest = &after[close + '”'.len_utf8()..];
            }
            None => break,
        }
    }
    out
}

/// The value of an accepted input, or `None` after checking the refusal.
fn accepted<T>(result: Result<T, InputError>) -> Option<T> {
    match result {
        Ok(value) => Some(value),
        Err(error) => {
            refused(&error);
            None
        }
    }
}

/// Reads a few pages of a trace, at its start, middle and end and past it: each has the steps
/// the range asks for, each step says something in both languages.
fn pages(trace: &dyn Traced) {
    let total = trace.total();
    for (from, count) in [
        (0, 30),
        (total / 2, 7),
        (total.saturating_sub(3), 10),
        (total, 5),
        (u64::MAX, 5),
        (1, 0),
    ] {
        let page = trace.page(from, count);
        let expected = total.saturating_sub(from).min(count.min(MAX_PAGE) as u64);
        assert_eq!(
            page.len() as u64,
            expected,
            "page ({from}, {count}) of {total} steps"
        );
        for step in &page {
            assert!(
                !step.sentence.vi.is_empty() && !step.sentence.en.is_empty(),
                "{step:?}"
            );
        }
    }
}

/// What the oracle of [`parse_number_target`] expects.
#[derive(Debug, PartialEq)]
enum Expect {
    Value(u64),
    Empty,
    NotInteger,
    Negative,
    Zero,
    TooSmall,
    TooLarge,
}

/// An independent reading of one number: optional sign, ASCII digits, then the range. In a
/// field of stones taken ([`Field::taken`]) a 0 below the range is "not a move".
fn expect_number(text: &str, min: u64, max: u64, taken: bool) -> Expect {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Expect::Empty;
    }
    let (negative, digits) = match trimmed.chars().next() {
        Some('-' | '−') => (
            true,
            &trimmed[trimmed.chars().next().map_or(0, char::len_utf8)..],
        ),
        Some('+') => (false, &trimmed[1..]),
        _ => (false, trimmed),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Expect::NotInteger;
    }
    let significant = digits.trim_start_matches('0');
    if significant.len() > 20 {
        return if negative {
            Expect::Negative
        } else {
            Expect::TooLarge
        };
    }
    let value: u128 = if significant.is_empty() {
        0
    } else {
        significant.parse().unwrap_or(u128::MAX)
    };
    match value {
        0 if negative => zero_or(min, 0, taken),
        _ if negative => Expect::Negative,
        v if v > u128::from(max) => {
            if v < u128::from(min) {
                Expect::TooSmall
            } else {
                Expect::TooLarge
            }
        }
        v => zero_or(min, v as u64, taken),
    }
}

fn zero_or(min: u64, v: u64, taken: bool) -> Expect {
    match v {
        0 if min == 1 && taken => Expect::Zero,
        v if v < min => Expect::TooSmall,
        v => Expect::Value(v),
    }
}

fn kind(problem: &Problem) -> Expect {
    match problem {
        Problem::Empty => Expect::Empty,
        Problem::NotInteger(_) => Expect::NotInteger,
        Problem::Negative { .. } => Expect::Negative,
        Problem::Zero => Expect::Zero,
        Problem::TooSmall { .. } => Expect::TooSmall,
        Problem::TooLarge { .. } => Expect::TooLarge,
        other => panic!("parse_number gave {other:?}"),
    }
}

/// Parses each whitespace-separated token with [`RawInt::parse`] as the API's lists do.
fn raw(text: &str, field: Field, max_len: usize) -> Option<Vec<RawInt>> {
    accepted(raw_list(text, field, max_len))
}

// ---------------------------------------------------------------------------------------------
// The input layer.

/// `parse_number` against an independent oracle, for ranges every widget uses; the same text
/// read as judge input, token by token.
fn parse_number_target(f: &[String]) {
    let text = &f[0];
    const RANGES: [(u64, u64); 12] = [
        (0, 0),
        (0, 1),
        (1, 1),
        (1, 64),
        (2, 30),
        (0, 200),
        (3, 1_000_000),
        (0, MAX_SAFE_INTEGER),
        (1, 1_000_000_000_000_000_000),
        (2, 1_000_000_000_000_000_000),
        (0, u64::MAX),
        (u64::MAX, u64::MAX),
    ];
    for (min, max) in RANGES {
        for (field, taken) in [(Field::N, false), (Field::MOVES, true)] {
            let got = parse_number(text, field, min, max);
            let want = expect_number(text, min, max, taken);
            match &got {
                Ok(v) => assert_eq!(Expect::Value(*v), want, "{text:?} in {min}..={max}"),
                Err(e) => {
                    assert_eq!(kind(&e.problem), want, "{text:?} in {min}..={max}: {e:?}");
                    assert_eq!(e.field, field);
                    refused(e);
                }
            }
        }
    }
    let mut judge = JudgeInput::new(text);
    let tokens: Vec<&str> = text.split_ascii_whitespace().collect();
    for (k, token) in tokens.iter().take(2000).enumerate() {
        let got = judge.number(Field::STDIN, 0, u64::MAX);
        assert_eq!(
            got,
            RawInt::parse(token).bounded(Field::STDIN, 0, u64::MAX),
            "token {k}"
        );
    }
    if tokens.len() <= 2000 {
        assert!(judge.is_done());
        assert_eq!(
            judge.number(Field::STDIN, 0, 1).map_err(|e| e.problem),
            Err(Problem::Missing)
        );
    }
}

/// `list_tokens` splits on its separators only and keeps every other character; `RawInt`
/// reads each token as the oracle does; `quote` keeps a prefix of at most the quote limit.
fn list_tokens_target(f: &[String]) {
    let text = &f[0];
    let separator = |c: char| c.is_whitespace() || matches!(c, ',' | ';' | '{' | '}' | '[' | ']');
    let tokens: Vec<&str> = list_tokens(text).collect();
    let kept: String = text.chars().filter(|&c| !separator(c)).collect();
    assert_eq!(tokens.concat(), kept);
    for token in &tokens {
        assert!(
            !token.is_empty() && !token.chars().any(separator),
            "{token:?}"
        );
        match RawInt::parse(token) {
            RawInt::Value(v) => {
                let want = expect_number(token, 0, u64::MAX, false);
                if v >= 0 && v <= i128::from(u64::MAX) {
                    assert_eq!(want, Expect::Value(v as u64), "{token:?}");
                } else {
                    assert!(
                        matches!(want, Expect::Negative | Expect::TooLarge),
                        "{token:?}"
                    );
                }
            }
            RawInt::Huge {
                negative,
                text,
                inexact,
            } => {
                assert!(!inexact);
                let want = if negative {
                    Expect::Negative
                } else {
                    Expect::TooLarge
                };
                assert_eq!(expect_number(token, 0, u64::MAX, false), want, "{token:?}");
                assert!(text.chars().count() <= QUOTE_LIMIT + 1);
            }
            RawInt::NotInteger(shown) => {
                assert_eq!(
                    expect_number(token, 0, u64::MAX, false),
                    Expect::NotInteger,
                    "{token:?}"
                );
                assert!(shown.chars().count() <= QUOTE_LIMIT + 1);
            }
        }
    }
    let quoted = quote(text);
    assert!(quoted.chars().count() <= QUOTE_LIMIT + 1);
    assert!(text.starts_with(quoted.trim_end_matches('…')));
}

/// The lookups by name: languages, exercises, benchmark kernels, notations, rules, operations.
fn names(f: &[String]) {
    let name = &f[0];
    let lang = Lang::from_code(name);
    assert!(matches!(lang, Lang::Vi | Lang::En));
    if let Some(exercise) = exercises::find(name) {
        assert_eq!(exercise.id, name);
    }
    if let Some(kernel) = nimlab_solver::kernels::Kernel::from_name(name) {
        assert_eq!(kernel.name(), name);
    }
    if let Some(notation) = accepted(Notation::parse(name)) {
        assert_eq!(Notation::parse(notation.name()), Ok(notation));
    }
    if let Some(rule) = accepted(CoinRule::parse(name)) {
        assert_eq!(CoinRule::parse(rule.name()), Ok(rule));
    }
    if let Some(op) = accepted(Op::parse(name)) {
        assert_eq!(
            op.apply(3, 5),
            if op == Op::Add {
                6
            } else {
                nimber::nim_product(3, 5)
            }
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Game families.

/// The move set, `n` for a table and a trace (and as a position up to 2^64 − 1 for the
/// verdict), and piles for the mex trace of a sum.
fn subtraction(f: &[String]) {
    let Some(moves) = accepted(MoveSet::parse(&f[0])) else {
        // The API reads a list sent as an array the same way, through `from_raw`.
        if let Some(raw) = raw(&f[0], Field::MOVES, MAX_MOVES) {
            assert!(
                MoveSet::from_raw(&raw).is_err(),
                "parse refused what from_raw accepts"
            );
        }
        return;
    };
    let values = moves.values();
    assert!(!values.is_empty() && values.len() <= MAX_MOVES);
    assert!(values.windows(2).all(|w| w[0] < w[1]), "{values:?}");
    assert!(
        values.iter().all(|&m| (1..=MAX_MOVE).contains(&m)),
        "{values:?}"
    );
    let game = SubtractionGame::new(moves.clone());
    if let Some(n) = accepted(parse_number(&f[1], Field::N, 0, MAX_TABLE_N)) {
        assert!(n <= MAX_TABLE_N);
        if n <= FEED_TABLE_N {
            let table = game.table(n as usize);
            assert_eq!(table.outcomes.len() as u64, n + 1);
            assert_eq!(game.outcomes(n as usize), table.outcomes);
            if let Some(period) = game.outcome_period(&table) {
                let rule = PeriodRule::new(period, &table.outcomes);
                assert!(!rule.describe(Lang::Vi).is_empty() && !rule.describe(Lang::En).is_empty());
                let _ = rule.proof(game.window(), &table.outcomes, Lang::En);
            }
            let _ = game.grundy_period(&table);
        }
        if n <= FEED_TRACE_N {
            pages(&SubtractionTrace::new(&game, n as usize));
        }
    }
    // A few small moves prove a period within a short table; the verdict fills tables until
    // one shows up, up to MAX_TABLE_N cells, which only big moves need.
    if moves.largest() <= 24 && values.len() <= 8 {
        if let Some(n) = accepted(parse_number(&f[1], Field::N, 0, u64::MAX)) {
            if let Some(verdict) = game.verdict(n) {
                assert_eq!(verdict.outcome == Outcome::Lose, verdict.grundy == 0);
                assert!(verdict
                    .winning_takes
                    .iter()
                    .all(|&t| t <= n && values.contains(&t)));
            }
        }
    }
    if f[2].trim().is_empty() {
        return;
    }
    if let Some(raw) = raw(&f[2], Field::N, 64) {
        let piles: Option<Vec<u64>> = raw
            .iter()
            .map(|r| accepted(r.bounded(Field::N, 0, MAX_TRACE_N)))
            .collect();
        if let Some(piles) = piles.filter(|p| !p.is_empty() && p.iter().all(|&p| p <= FEED_TRACE_N))
        {
            let piles: Vec<usize> = piles.iter().map(|&p| p as usize).collect();
            pages(&MexTrace::new(&game, &piles));
        }
    }
}

/// Heaps as the API reads them (1 to 10 000 heaps up to 2^64 − 1), in both rules.
fn nim_target(f: &[String]) {
    let Some(heaps) = accepted(Heaps::parse(&f[0], nim::HEAPS)) else {
        return;
    };
    let sizes = heaps.sizes();
    assert!(!sizes.is_empty() && sizes.len() <= nim::MAX_HEAPS);
    for rule in [Rule::Normal, Rule::Misere] {
        let verdict = nim::analyze(&heaps, rule);
        assert_eq!(verdict.nim_sum, heaps.nim_sum());
        for mv in &verdict.winning_moves {
            let size = sizes.get(mv.heap).copied();
            assert!(size.is_some_and(|s| mv.take >= 1 && mv.take <= s), "{mv:?}");
        }
        // Misère play with every heap empty is won by the player who cannot move.
        if rule == Rule::Normal {
            assert_eq!(
                verdict.outcome == Outcome::Win,
                !verdict.winning_moves.is_empty()
            );
        }
    }
    let table = BitTable::new(&heaps);
    assert_eq!(table.rows.len(), sizes.len());
    pages(&NimTrace::new(&heaps));
    if let Some(raw) = raw(&f[0], nim::HEAPS, nim::MAX_HEAPS) {
        assert_eq!(Heaps::from_raw(&raw, nim::HEAPS).as_ref(), Ok(&heaps));
    }
}

/// The widget's heaps (2 to 8, up to 1023), a typed move, the computer's answer, undo.
fn nim_play_target(f: &[String]) {
    let Some(heaps) = accepted(nim_play::parse_widget_heaps(&f[0])) else {
        return;
    };
    let sizes = heaps.sizes().to_vec();
    assert!((nim_play::MIN_WIDGET_HEAPS..=nim_play::MAX_WIDGET_HEAPS).contains(&sizes.len()));
    assert!(sizes.iter().all(|&s| s <= nim_play::MAX_WIDGET_HEAP));
    for rule in [Rule::Normal, Rule::Misere] {
        let mut game = nim_play::Game::new(&heaps, rule, nim_play::Side::Learner);
        if let Some(mv) = accepted(game.parse_move(&f[1])) {
            assert!(mv.take >= 1 && mv.take <= sizes[mv.heap], "{mv:?}");
            assert!(game.play(mv, None).is_ok());
            let _ = game.outcome();
        }
        // Both sides play the computer's rule for a while (a lost position takes one stone at
        // a time, 8 · 1023 moves in all).
        for _ in 0..200 {
            if game.is_over() {
                assert!(game.winner().is_some());
                break;
            }
            if game.computer_plays().is_none() {
                let choice = nim_play::computer_move(game.heaps(), rule).expect("a stone is left");
                assert!(game.play(choice.mv, None).is_ok(), "{choice:?}");
            }
        }
        while game.undo().is_some() {}
        assert_eq!(game.heaps(), sizes.as_slice());
    }
    let _ = nim_play::yaglom_table(sizes[0] as usize % 20);
}

/// Moore's Nim-k: heaps, `k` (from 1 up to 2^64 − 1) and a typed move of up to `k` heaps.
fn moore_target(f: &[String]) {
    let heaps = accepted(Heaps::parse(&f[0], nim::HEAPS));
    let k = accepted(parse_number(&f[1], moore::K, 0, moore::MAX_K).and_then(moore::check_k));
    let (Some(heaps), Some(k)) = (heaps, k) else {
        return;
    };
    assert!(k >= 1);
    let sizes = heaps.sizes().to_vec();
    let game = accepted(moore::Moore::new(heaps, k)).expect("k ≥ 1 is accepted");
    assert!(game.k() >= 1 && game.k() <= sizes.len());
    if let Some(moves) = game.winning_move() {
        assert!(!moves.is_empty() && moves.len() <= game.k());
        assert!(moves.iter().all(|m| m.take >= 1 && m.take <= sizes[m.heap]));
    }
    if sizes.len() <= 64 {
        let width = sizes.iter().map(|&s| nim::bit_length(s)).max().unwrap_or(0);
        let _ = game.steps(width);
    }
    // The widget's moves, against the widget's few heaps: the check for a heap named twice
    // is quadratic in the pairs typed.
    if sizes.len() > 64 {
        return;
    }
    if let Some(moves) = accepted(moore::parse_move(&sizes, k, &f[2])) {
        assert!(!moves.is_empty() && moves.len() as u64 <= k);
        assert!(moves.windows(2).all(|w| w[0].heap < w[1].heap));
        assert!(moves.iter().all(|m| m.take >= 1 && m.take <= sizes[m.heap]));
    }
    let _ = moore::computer_move(&sizes, k);
}

/// Staircase Nim: the widget's steps (ground 0 first), the API's steps, a typed move.
fn staircase_target(f: &[String]) {
    if let Some(steps) = accepted(Heaps::parse(&f[0], staircase::STEPS)) {
        let _ = staircase::outcome(&steps);
        if let Some(mv) = staircase::winning_move(&steps) {
            let sizes = steps.sizes();
            assert!(mv.stones >= 1 && sizes.get(mv.from).is_some_and(|&c| mv.stones <= c));
            match staircase::apply(sizes, mv) {
                Some(after) => {
                    let next = Heaps::new(after).expect("same number of steps");
                    assert_eq!(staircase::odd_xor(&next), 0);
                }
                // Legal, but the step below would hold more than 2^64 − 1 coins.
                None => assert!(mv
                    .to()
                    .is_some_and(|to| sizes[to].checked_add(mv.stones).is_none())),
            }
        }
        if steps.sizes().len() <= 64 {
            let _ = staircase::steps(&steps);
        }
    }
    let Some(steps) = accepted(staircase::parse_widget_steps(&f[0])) else {
        return;
    };
    let stairs = steps.sizes().to_vec();
    assert!((1..=staircase::MAX_WIDGET_STEPS).contains(&stairs.len()));
    assert!(stairs.iter().all(|&c| c <= staircase::MAX_WIDGET_COINS));
    if let Some(mv) = accepted(staircase::parse_move(&stairs, &f[1])) {
        let after = staircase::apply(&stairs, mv).expect("a parsed move is legal");
        assert_eq!(
            after.iter().sum::<u64>() + u64::from(mv.to().is_none()) * mv.stones,
            stairs.iter().sum::<u64>()
        );
        let _ = staircase::computer_move(&after, Some(mv));
    }
    let _ = staircase::computer_move(&stairs, None);
}

/// Nimbers: an operation, two operands up to 2^64 − 1, the side of a table.
fn nimber_target(f: &[String]) {
    let op = accepted(Op::parse(&f[0]));
    let a = accepted(parse_number(&f[1], nimber::A, 0, u64::MAX));
    let b = accepted(parse_number(&f[2], nimber::B, 0, u64::MAX));
    if let (Some(op), Some(a), Some(b)) = (op, a, b) {
        assert_eq!(op.apply(a, b), op.apply(b, a), "{op:?} commutes");
        if a < nimber::MAX_STEP_SIDE as u64 && b < nimber::MAX_STEP_SIDE as u64 {
            let step = nimber::mex_step(op, a, b);
            assert_eq!(step.value, op.apply(a, b));
            assert!(!step.sentence(Lang::Vi).is_empty());
        }
    }
    if let Some(side) = accepted(nimber::parse_side(&f[3])) {
        assert!((1..=nimber::MAX_SIDE as usize).contains(&side));
    }
    if let Some(size) = accepted(parse_number(&f[3], nimber::SIZE, 0, u64::MAX)) {
        if let Some(size) = accepted(TableSize::new(size)) {
            let table = nimbers_table(op.unwrap_or(Op::Mul), size);
            assert_eq!(table.len(), size.get());
        }
    }
}

fn nimbers_table(op: Op, size: TableSize) -> Vec<Vec<u64>> {
    nimber::operation_table(op, size)
}

/// Octal codes and `n`: the table (with the work budget), its period, the trace.
fn octal_target(f: &[String]) {
    let Some(code) = accepted(OctalCode::parse(&f[0])) else {
        return;
    };
    assert_eq!(
        OctalCode::parse(&code.text()),
        Ok(code.clone()),
        "text() reads back"
    );
    let Some(n) = accepted(parse_number(&f[1], Field::N, 0, octal::MAX_TABLE_N)) else {
        return;
    };
    if n > FEED_OCTAL_N {
        return;
    }
    let n = n as usize;
    let grundy = code.grundy(n);
    assert_eq!(grundy.len(), n + 1);
    assert_eq!(
        code.grundy_within(n, octal::WORK_BUDGET),
        Ok(grundy.clone())
    );
    let _ = code.period(&grundy);
    let mut fill = GrundyFill::new(&code, n, octal::WORK_BUDGET);
    while fill.advance(500) == octal::FillState::Running {}
    assert_eq!(fill.finish(), Ok(grundy.clone()));
    if n as u64 <= octal::MAX_TRACE_N {
        let trace = OctalTrace::new(&code, n);
        assert_eq!(trace.grundy(), grundy.as_slice());
        pages(&trace);
    }
}

/// Wythoff's game: a position up to 2^64 − 1 (every winning move leads to a P-position),
/// the table of losing pairs in each notation, the trace.
fn wythoff_target(f: &[String]) {
    if let Some(heaps) = accepted(wythoff::parse_position(&f[0], wythoff::HEAPS)) {
        let verdict = wythoff::analyze(heaps);
        assert_eq!(
            verdict.outcome == Outcome::Win,
            !verdict.winning_moves.is_empty()
        );
        for mv in &verdict.winning_moves {
            assert!(
                wythoff::is_p_position(wythoff::after(heaps, *mv)),
                "{heaps:?} {mv:?}"
            );
        }
        if let Some(raw) = raw(&f[0], wythoff::HEAPS, 64) {
            if let Some(same) = accepted(wythoff::Heaps::from_raw(&raw)) {
                assert_eq!(same, heaps);
            }
        }
    }
    if let Some(count) = accepted(parse_number(
        &f[1],
        wythoff::COUNT,
        0,
        wythoff::MAX_TABLE_COUNT,
    )) {
        if count <= FEED_COUNT {
            assert_eq!(wythoff::p_positions(count).count() as u64, count);
            if let Some(notation) = accepted(Notation::parse(&f[2])) {
                assert_eq!(wythoff::notation_rows(count, notation).len() as u64, count);
            }
        }
    }
    if let Some(n) = accepted(parse_number(&f[1], wythoff::PAIRS, 0, wythoff::MAX_TRACE_N)) {
        if n <= FEED_TRACE_N {
            pages(&WythoffTrace::new(n));
        }
    }
}

/// The board widget: its size, a start square and typed squares played in turn.
fn wythoff_board(f: &[String]) {
    let Some(size) = accepted(wythoff::parse_size(&f[0])) else {
        return;
    };
    assert!((wythoff::MIN_BOARD..=wythoff::MAX_BOARD).contains(&size));
    let _ = wythoff::board_pairs(size);
    let Some(start) = accepted(wythoff::parse_square(&f[1], size, wythoff::SQUARE)) else {
        return;
    };
    assert!(start.a < size && start.b < size);
    let rules = wythoff::QueenGame { size };
    let mut game = Match::new(rules, start, Side::Learner);
    for square in f[2].split(';').take(100) {
        if accepted(game.play_typed(square)).is_some() {
            for turn in game.turns() {
                assert!(wythoff::queen_move(turn.before, turn.after).is_some());
            }
        }
        let _ = wythoff::queen_targets(*game.position());
    }
    while game.take_back() {}
    assert_eq!(*game.position(), start);
}

/// Fibonacci Nim: a pile, a quota, a game replayed from typed takes, Zeckendorf digits.
fn fibonacci_target(f: &[String]) {
    if let Some(n) = accepted(fibonacci::parse_pile(&f[0])) {
        assert!((2..=fibonacci::MAX_PILE).contains(&n));
        let strengths = [Strength::Perfect, Strength::Random];
        for (first, strength) in [Side::Learner, Side::Computer].into_iter().zip(strengths) {
            let start = Position::first_move(n);
            let replayed = fibonacci::replay(start, first, strength, n, &f[2]);
            if let Some(game) = accepted(replayed) {
                // The computer's answer to the last take may follow the link's takes.
                assert!(game.turns().len() <= fibonacci::MAX_GAME_MOVES + 1);
                let taken: u64 = game.turns().iter().map(|t| t.mv).sum();
                assert_eq!(game.position().n, n - taken);
                let _ = fibonacci::computer_take(*game.position());
            }
        }
    }
    let n = accepted(parse_number(&f[0], fibonacci::PILE, 0, u64::MAX));
    let quota = if f[1].trim().is_empty() {
        Some(None)
    } else {
        accepted(parse_number(&f[1], fibonacci::QUOTA, 0, u64::MAX)).map(Some)
    };
    if let (Some(n), Some(quota)) = (n, quota) {
        if let Some(position) = accepted(Position::new(n, quota)) {
            let verdict = fibonacci::analyze(position);
            assert_eq!(verdict.zeckendorf.value(), n);
            assert!(verdict
                .winning_takes
                .iter()
                .all(|&t| t >= 1 && t <= n.min(position.quota)));
        }
    }
    if let Some(z) = Zeckendorf::parse(&f[3]) {
        assert_eq!(Zeckendorf::of(z.value()), z);
        assert_eq!(Zeckendorf::parse(&z.digits()), Some(z));
    }
}

/// Token games on a directed graph: `n`, edges in both syntaxes, tokens; both rules.
fn graph_target(f: &[String]) {
    let n = accepted(parse_number(&f[0], graph::VERTICES, 0, graph::MAX_VERTICES));
    let typed = accepted(graph::parse_edge_list(&f[1]));
    let listed = accepted(graph::parse_edges(&f[1]));
    let api = raw(&f[1], graph::EDGES, graph::MAX_EDGES * 2 + 1).and_then(|flat| {
        accepted(graph::pair_up(
            graph::EDGES,
            flat.into_iter(),
            graph::MAX_EDGES,
        ))
    });
    assert_eq!(api, listed, "the API's reading of typed edges");
    let Some(n) = n.filter(|&n| n <= FEED_VERTICES) else {
        return;
    };
    for edges in [typed, listed].into_iter().flatten() {
        assert!(edges.len() <= graph::MAX_EDGES);
        if edges.len() > FEED_EDGES {
            continue;
        }
        for loops in [Loops::Allowed, Loops::Refused] {
            let Some(graph) = accepted(GameGraph::new(n, &edges, loops)) else {
                continue;
            };
            assert_eq!(graph.len() as u64, n);
            assert_eq!(graph.edge_count(), edges.len());
            if let Err(cycle) = graph.grundy() {
                assert!(!cycle.vertices.is_empty());
                refused(&cycle.to_input_error());
            }
            let tokens = raw(&f[2], graph::TOKENS, graph::MAX_TOKENS)
                .and_then(|raw| accepted(graph.tokens(&raw)));
            for rule in [PlayRule::Normal, PlayRule::Misere] {
                assert_eq!(graph.outcomes(rule).len() as u64, n);
                if let Some(tokens) = &tokens {
                    assert!(tokens.iter().all(|&t| (t as u64) < n));
                    let _ = accepted(graph.judge_tokens(tokens, rule));
                }
                pages(&RetrogradeTrace::new(&graph, rule));
            }
        }
    }
}

/// The bipartite widget: sides, typed edges `l-r`, a start vertex and a typed move; the API's
/// edges as pairs of numbers.
fn bipartite_target(f: &[String]) {
    let left = accepted(bipartite::parse_side(
        &f[0],
        bipartite::LEFT,
        bipartite::MAX_SIDE,
    ));
    let right = accepted(bipartite::parse_side(
        &f[1],
        bipartite::RIGHT,
        bipartite::MAX_SIDE,
    ));
    let (Some(left), Some(right)) = (left, right) else {
        return;
    };
    assert!(left >= 1 && right >= 1 && left as u64 <= bipartite::MAX_SIDE);
    if left > FEED_SIDE || right > FEED_SIDE {
        return;
    }
    if let Some(pairs) = raw(
        &f[2],
        bipartite::BIPARTITE_EDGES,
        bipartite::MAX_BIPARTITE_EDGES * 2 + 1,
    )
    .and_then(|flat| {
        accepted(graph::pair_up(
            bipartite::BIPARTITE_EDGES,
            flat.into_iter(),
            bipartite::MAX_BIPARTITE_EDGES,
        ))
    }) {
        if let Some(graph) = accepted(BipartiteGraph::new(left as u64, right as u64, &pairs)) {
            let _ = graph.analyze();
        }
    }
    let Some(edges) = accepted(bipartite::parse_edges(&f[2], left, right)) else {
        return;
    };
    assert!(
        edges.iter().all(|&(l, r)| l < left && r < right),
        "{edges:?}"
    );
    let graph =
        accepted(BipartiteGraph::from_edges(left, right, &edges)).expect("parsed edges are valid");
    let analysis = graph.analyze();
    assert!(analysis.matching.size() <= left.min(right).min(edges.len()));
    let _ = (analysis.winning_starts(), analysis.first_picks_outcome());
    let mut searches = graph.searches();
    for _ in searches.by_ref() {}
    let matching = searches.matching().clone();
    assert_eq!(matching.size(), analysis.matching.size());
    for vertex in graph.vertices() {
        let _ = graph.verdict(&matching, vertex);
    }
    let Some(start) = accepted(bipartite::play::parse_vertex(&f[3], BSide::Left, &graph)) else {
        return;
    };
    let size = if start.half == BSide::Left {
        left
    } else {
        right
    };
    assert!(start.index < size, "{start:?}");
    let rules = TokenRules::new(graph);
    let Some(path) = rules.start(start) else {
        return;
    };
    let mut game =
        nimlab_solver::play::Match::new(rules.clone(), path, nimlab_solver::play::Side::Learner);
    for typed in f[4].split(';').take(50) {
        if let Some(to) = accepted(rules.read_move(game.position(), typed)) {
            assert!(rules.next_vertices(game.position()).contains(&to));
            assert!(accepted(game.play(to)).is_some(), "a parsed move plays");
        }
        let _ = rules.advice(game.position());
        assert!(game.is_over() || game.to_move() == nimlab_solver::play::Side::Learner);
    }
    while game.take_back() {}
    assert_eq!(game.position(), &vec![start]);
}

/// The bipartite judge input: `L R m` and `m` edges, each side at most 8 (the drawn limit).
fn bipartite_judge(f: &[String]) {
    for max_side in [8, 40] {
        if let Some(judge) = accepted(bipartite::parse_judge(&f[0], max_side)) {
            assert!(judge.left <= max_side && judge.right <= max_side);
            assert!(judge
                .edges
                .iter()
                .all(|&(l, r)| l < judge.left && r < judge.right));
            let graph = accepted(BipartiteGraph::from_edges(
                judge.left,
                judge.right,
                &judge.edges,
            ))
            .expect("judge edges are valid");
            let _ = graph.analyze();
        }
    }
}

/// Coin turning: a rule, `n`, heads (typed from 1 in the widget, from 0 in the API), and the
/// parents of a tree.
fn coin_target(f: &[String]) {
    let rule = accepted(CoinRule::parse(&f[0]));
    if let Some(rule) = accepted(widget_rule(&f[0])) {
        if let Some(board) = accepted(widget_board(rule, &f[1])) {
            let places = board.places();
            assert!(places >= 1 && places as u64 <= 25.max(coins::trace::MAX_WIDGET_ROW));
            if let Some(heads) = accepted(board.parse_coins(&f[2])) {
                assert!(heads.windows(2).all(|w| w[0] < w[1]) && heads.iter().all(|&h| h < places));
                let steps = board.trace(&heads);
                assert_eq!(steps.len(), 2 * places + 1);
                let mut faces = vec![false; places];
                for &h in &heads {
                    faces[h] = true;
                }
                if let Some(turn) = board.answer(&faces) {
                    assert!(board.is_legal(&faces, &turn));
                    let _ = board.sum(&board.apply(&faces, &turn));
                }
                let _ = board.turns(&faces);
            }
        }
    }
    let board = match rule {
        Some(CoinRule::Tree) => raw(&f[3], coins::PARENTS, coins::MAX_TREE_VERTICES)
            .and_then(|parents| accepted(CoinBoard::tree(&parents))),
        Some(rule) => accepted(parse_number(&f[1], coins::COINS_N, 0, u64::MAX))
            .and_then(|n| accepted(CoinBoard::new(rule, n))),
        None => None,
    };
    let Some(board) = board else {
        return;
    };
    if board.places() > 10_000 {
        return;
    }
    let values = board.base_values();
    assert_eq!(values.len(), board.places());
    if let Some(heads) =
        raw(&f[2], coins::HEADS, coins::MAX_HEADS).and_then(|raw| accepted(board.heads(&raw)))
    {
        assert!(heads.iter().all(|&h| h < board.places()));
        let (outcome, sum) = board.judge(&heads);
        assert_eq!(outcome == Outcome::Lose, sum == 0);
    }
    if board.places() <= FEED_PLACES
        && (0..board.places()).all(|s| board.turn_sets(s).len() <= 1 << FEED_TREE_DEPTH)
    {
        let _ = board.recurrence_values();
    }
}

/// The score game on a row: analysis, grid, trace, sliced fills, both plays.
fn ends_target(f: &[String]) {
    let Some(row) = accepted(Row::parse(&f[0])) else {
        return;
    };
    assert!(!row.is_empty() && row.len() <= score::MAX_LEN);
    assert!(row.values().iter().all(|v| v.abs() <= score::MAX_ABS));
    let _ = (row.greedy(), row.parity_plan());
    // The DP is quadratic: 5000 numbers take seconds in a debug build.
    if row.len() > FEED_ROW_SCORES {
        return;
    }
    let scores = row.scores();
    assert_eq!(scores.first + scores.second, row.total());
    let _ = row.best_first_move();
    if row.len() > FEED_ROW {
        return;
    }
    let grid = row.grid();
    assert_eq!(grid.len(), row.len());
    assert_eq!(row.grid_by_length(), grid);
    let trace = IntervalTrace::new(&row);
    pages(&trace);
    let mut summary = score::SummaryFill::new(&row);
    while !summary.advance(97) {}
    assert!(summary.summary().is_some());
    assert_eq!(row.optimal_play().len(), row.len());
    assert_eq!(row.greedy_play().len(), row.len());
    let mut fill = score::GridFill::new(&row);
    while !fill.advance(97) {}
    assert_eq!(fill.diff(), Some(scores.diff()));
}

/// ZJOI 2009's end piles, as the API reads them.
fn piles_target(f: &[String]) {
    let Some(raw) = raw(&f[0], score::PILES, score::MAX_PILES) else {
        return;
    };
    let Some(row) = accepted(PileRow::from_raw(&raw)) else {
        return;
    };
    assert!(row
        .piles()
        .iter()
        .all(|&p| (1..=score::MAX_PILE).contains(&p)));
    if row.piles().len() <= 200 {
        let verdict = row.verdict();
        assert_eq!(
            verdict.outcome == Outcome::Win,
            !verdict.winning_moves.is_empty()
        );
    }
}

fn one_two_k_target(f: &[String]) {
    let n = accepted(parse_number(&f[0], one_two_k::N, 0, u64::MAX));
    let k = accepted(parse_number(
        &f[1],
        one_two_k::K,
        one_two_k::MIN_K,
        u64::MAX,
    ));
    if let (Some(n), Some(k)) = (n, k) {
        if let Some(game) = accepted(OneTwoK::new(n, k)) {
            let steps = game.winning_steps();
            assert_eq!(game.outcome() == Outcome::Win, !steps.is_empty());
            assert!(steps
                .iter()
                .all(|&s| s <= n && (s == 1 || s == 2 || s == k)));
            assert!(!game.winner_name().is_empty());
        }
    }
}

fn permutation_target(f: &[String]) {
    let Some(raw) = raw(&f[0], permutation::VALUES, permutation::MAX_LEN) else {
        return;
    };
    if let Some(perm) = accepted(Permutation::from_raw(&raw)) {
        let n = perm.values().len();
        let mut seen = vec![false; n];
        for &v in perm.values() {
            assert!((1..=n).contains(&v) && !seen[v - 1], "{:?}", perm.values());
            seen[v - 1] = true;
        }
        assert_eq!(perm.outcomes().len(), n);
        assert_eq!(perm.letters().chars().count(), n);
    }
}

fn logs_target(f: &[String]) {
    let Some(raw) = raw(&f[0], logs::LENGTHS, logs::MAX_LOGS) else {
        return;
    };
    if let Some(logs) = accepted(Logs::from_raw(&raw)) {
        assert!(logs.lengths().iter().all(|&l| l >= 1));
        let cuts: u128 = logs.lengths().iter().map(|&l| u128::from(l - 1)).sum();
        assert_eq!(logs.total_cuts(), cuts);
        let _ = (logs.outcome(), logs.winner_name());
    }
}

/// Placing discs: the board (up to 2^64 − 1), then typed spots on the widget's table.
fn discs_target(f: &[String]) {
    let side = |text: &str, field| accepted(parse_number(text, field, 1, u64::MAX));
    let (Some(width), Some(height), Some(radius)) = (
        side(&f[0], discs::WIDTH),
        side(&f[1], discs::HEIGHT),
        side(&f[2], discs::RADIUS),
    ) else {
        return;
    };
    let board = Board {
        width,
        height,
        radius,
    };
    assert_eq!(board.outcome() == Outcome::Win, board.disc_fits());
    let Some(table) = discs::Table::new(board) else {
        return;
    };
    let mut placed = vec![table.centre()];
    for text in f[3].split(';').take(50) {
        if let Some(spot) = accepted(discs::parse_spot(text)) {
            assert!(spot.x >= 0 && spot.y >= 0);
            let _ = discs::tenths_text(spot.x);
            if table.check(&placed, spot).is_ok() {
                placed.push(spot);
                placed.push(table.mirror(spot));
            }
        }
    }
    if table.width <= 100 && table.height <= 100 {
        let _ = table.free_spot(&placed);
    }
}

/// E&D: groups of two piles up to 2^64 − 1; the SG table's side.
fn splitting_target(f: &[String]) {
    if let Some(raw) = raw(&f[0], splitting::PILES, splitting::MAX_PILES) {
        if let Some(groups) = accepted(Groups::from_raw(&raw)) {
            let verdict = groups.verdict();
            assert_eq!(verdict.outcome == Outcome::Lose, verdict.grundy == 0);
            for group in groups.groups() {
                assert!(group.grundy() <= 64);
                let _ = group.winning_splits();
            }
        }
    }
    if let Some(size) = accepted(splitting::parse_size(&f[1])) {
        assert!((1..=splitting::MAX_TABLE_SIZE as usize).contains(&size));
        let small = size.min(16);
        let table = splitting::brute_table(small);
        assert_eq!(table, splitting::closed_form_table(small));
        for (a, b) in splitting::fill_order(small) {
            let _ = splitting::cell_step(&table, a, b);
        }
    }
}

/// A judge exercise on its sandbox's input: an answer or a refusal; the sample (up to line
/// endings and end spaces) answers the sample output.
fn exercise_target(exercise: &Exercise, input: &str) {
    match exercise.run(input) {
        Ok(output) => {
            if exercise.is_sample(input) {
                assert_eq!(output, exercise.sample_output);
            }
        }
        Err(error) => {
            refused(&error);
            assert!(
                !exercise.is_sample(input),
                "the sample is refused: {error:?}"
            );
        }
    }
}
