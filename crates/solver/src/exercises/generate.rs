//! Judge tests for the exercises: inputs generated within each statement's format and limits,
//! with the answers the exercise's own judge gives, so that a learner can run their program on
//! them and compare (`exerciseTests` in the JS API, the Tests panel of each sandbox).
//!
//! A run of `count` tests from a seed is the same on every machine ([`Rng`] is SplitMix64):
//! first the statement's edge cases (the smallest input it allows, then its largest values),
//! then random tests whose size grows toward the limits. The largest tests stay within the
//! sandbox's input limit ([`MAX_INPUT_BYTES`](super::MAX_INPUT_BYTES)), and well below it where
//! a full-size test would take the page seconds to generate and judge: a program that answers
//! these fast enough is ready for the judge's own.
//!
//! [`check`] compares a program's output with the expected one as a judge does: trailing
//! spaces and trailing blank lines do not count, anything else does, and the first difference
//! is named with both lines.

use crate::input::{Field, InputError};
use crate::random::Rng;

use super::Exercise;

/// How many tests one call makes at most.
pub const MAX_TESTS: u64 = 50;
/// How many tests a call makes when it does not say.
pub const DEFAULT_TESTS: u64 = 10;

/// How many tests to make.
pub const COUNT: Field = Field::new("count", "Số test", "Number of tests", "10");
/// The seed of a run of tests.
pub const SEED: Field = Field::new("seed", "Mã bộ test", "Test seed", "1");

/// One judge test: an input and the output the exercise's judge gives for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JudgeTest {
    pub input: String,
    pub output: String,
}

/// Where a test stands in its run: `0` the smallest input the statement allows, `100` its
/// largest (or the largest this run makes; see the module's doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size(u32);

impl Size {
    pub const SMALLEST: Size = Size(0);
    pub const LARGEST: Size = Size(100);

    /// The size of test `index` of `count`: the two edge cases, then 10 … 90 evenly.
    fn of(index: u64, count: u64) -> Size {
        match index {
            0 => Size::SMALLEST,
            1 => Size::LARGEST,
            _ => {
                let random = count.saturating_sub(2);
                let step = match random {
                    0 | 1 => 0,
                    _ => (index - 2) * 80 / (random - 1),
                };
                Size(10 + step.min(80) as u32)
            }
        }
    }

    /// A bound between `low` and `high` that grows with the size by its number of digits:
    /// `low` at 0, `high` at 100, 10^k − 1 in between, so a run meets small and huge values.
    pub fn bound(self, low: u64, high: u64) -> u64 {
        if self.0 >= 100 {
            return high;
        }
        let digits = u64::from(high.checked_ilog10().unwrap_or(0) + 1);
        let wanted = 1 + digits.saturating_sub(1) * u64::from(self.0) / 100;
        let bound = 10u64
            .checked_pow(wanted as u32)
            .map_or(u64::MAX, |p| p - 1)
            .min(high);
        bound.max(low)
    }

    /// A random value in `low..=bound(low, high)`; at the largest size, the limit itself half
    /// of the time.
    pub fn value(self, rng: &mut Rng, low: u64, high: u64) -> u64 {
        if self == Size::LARGEST && rng.range(0, 1) == 0 {
            return high;
        }
        rng.range(low, self.bound(low, high))
    }

    /// How many items a test holds: `low` at 0, `high` at 100, growing by digits in between.
    pub fn count(self, rng: &mut Rng, low: u64, high: u64) -> u64 {
        match self {
            Size::SMALLEST => low,
            Size::LARGEST => high,
            _ => rng.range(low, self.bound(low, high)),
        }
    }
}

/// The input of one test of an exercise, at a size, from a generator.
pub type Generate = fn(&mut Rng, Size) -> String;

/// The generator of an exercise.
pub fn generator(id: &str) -> Option<Generate> {
    let generate: Generate = match id {
        "bai-1" => bachet,
        "bai-2" => move_set,
        "bai-3" => nim_count,
        "bai-4" => subtraction_sum,
        "bai-5" => ends_scores,
        "bai-6" => tree_tokens,
        "bai-7" => range_nim,
        "bai-8" => divisors,
        "permutation-jumps" => permutation,
        "one-two-k" => one_two_k,
        "cutting-logs" => logs,
        "placing-discs" => discs,
        "ends-first" => ends_first,
        "zjoi-piles" => zjoi,
        "e-and-d" => e_and_d,
        "forced-pile" => forced_pile,
        _ => return None,
    };
    Some(generate)
}

/// `count` tests of `exercise` from `seed` (see the module's doc), each with its judge's
/// answer. Fails only if a judge refuses a generated input, which the tests below rule out.
pub fn judge_tests(
    exercise: &Exercise,
    count: u64,
    seed: u64,
) -> Result<Vec<JudgeTest>, InputError> {
    let Some(generate) = generator(exercise.id) else {
        return Ok(Vec::new());
    };
    (0..count.min(MAX_TESTS))
        .map(|index| {
            // Each test has its own stream, so test k is the same whatever the count.
            let mut rng = Rng::new(seed ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03));
            let input = generate(&mut rng, Size::of(index, count.min(MAX_TESTS)));
            let output = exercise.run(&input)?;
            Ok(JudgeTest { input, output })
        })
        .collect()
}

/// How a program's output compares with the expected one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    /// Line `line` (from 1) differs; `got` is `None` where the output ended before it.
    Differs {
        line: usize,
        expected: String,
        got: Option<String>,
    },
    /// The output goes on after the expected last line, with `got` on line `line`.
    TooLong {
        line: usize,
        got: String,
    },
}

/// Compares `actual` with `expected` as a judge does (see the module's doc).
pub fn check(expected: &str, actual: &str) -> Verdict {
    let want = judged_lines(expected);
    let have = judged_lines(actual);
    for (index, line) in want.iter().enumerate() {
        match have.get(index) {
            Some(got) if got == line => {}
            got => {
                return Verdict::Differs {
                    line: index + 1,
                    expected: (*line).to_string(),
                    got: got.map(|g| (*g).to_string()),
                }
            }
        }
    }
    match have.get(want.len()) {
        Some(got) => Verdict::TooLong {
            line: want.len() + 1,
            got: (*got).to_string(),
        },
        None => Verdict::Accepted,
    }
}

/// The lines of an output as a judge reads them: trailing spaces cut, trailing blank lines
/// gone, `\r\n` as `\n`.
fn judged_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    while lines.last().is_some_and(|line| line.is_empty()) {
        lines.pop();
    }
    lines
}

impl Verdict {
    /// The verdict in words, quoting the lines (shortened when long).
    pub fn words(&self, lang: crate::Lang) -> String {
        let quote = |text: &str| crate::input::quote(text);
        match self {
            Verdict::Accepted => lang
                .pick(
                    "Đúng (accepted): khớp với kết quả mong đợi.",
                    "Accepted: it matches the expected output.",
                )
                .to_string(),
            Verdict::Differs {
                line,
                expected,
                got: Some(got),
            } => lang.pick(
                format!(
                    "Sai ở dòng {line}: mong đợi “{}”, chương trình in “{}”.",
                    quote(expected),
                    quote(got)
                ),
                format!(
                    "Wrong answer on line {line}: expected “{}”, your program printed “{}”.",
                    quote(expected),
                    quote(got)
                ),
            ),
            Verdict::Differs {
                line,
                expected,
                got: None,
            } => lang.pick(
                format!(
                    "Thiếu dòng {line}: mong đợi “{}”, nhưng kết quả đã hết.",
                    quote(expected)
                ),
                format!(
                    "Missing line {line}: expected “{}”, but the output ended.",
                    quote(expected)
                ),
            ),
            Verdict::TooLong { line, got } => lang.pick(
                format!(
                    "Thừa dòng {line}: kết quả mong đợi đã hết, chương trình in thêm “{}”.",
                    quote(got)
                ),
                format!(
                    "Extra line {line}: the expected output has ended, your program printed “{}”.",
                    quote(got)
                ),
            ),
        }
    }
}

/// Numbers joined by spaces.
fn spaced(values: impl IntoIterator<Item = u64>) -> String {
    values
        .into_iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `count` random values in `low..=high` at `size`.
fn values(rng: &mut Rng, size: Size, count: u64, low: u64, high: u64) -> Vec<u64> {
    (0..count).map(|_| size.value(rng, low, high)).collect()
}

/// `count` distinct values in `1..=high` (at most `high` of them), in random order.
fn distinct(rng: &mut Rng, count: u64, high: u64) -> Vec<u64> {
    let count = count.min(high);
    let mut chosen: Vec<u64> = Vec::with_capacity(count as usize);
    while (chosen.len() as u64) < count {
        let v = rng.range(1, high);
        if !chosen.contains(&v) {
            chosen.push(v);
        }
    }
    chosen
}

/// Bài 1: `T`, then `n k` per line; `1 ≤ T ≤ 10^5`, `1 ≤ n, k ≤ 10^18` (largest test: 2·10^4
/// lines, 0.8 MB).
fn bachet(rng: &mut Rng, size: Size) -> String {
    const TOP: u64 = 1_000_000_000_000_000_000;
    let t = size.count(rng, 1, 20_000);
    let mut lines = vec![t.to_string()];
    for _ in 0..t {
        let k = size.value(rng, 1, TOP);
        // Half of the piles a multiple of k + 1 (the losing ones), where that fits.
        let n = match (rng.range(0, 1), k.checked_add(1)) {
            (0, Some(step)) if step <= TOP => step * rng.range(1, (TOP / step).max(1)),
            _ => size.value(rng, 1, TOP),
        };
        lines.push(format!("{} {k}", n.min(TOP)));
    }
    lines.join("\n")
}

/// Bài 2: `m q`, the moves, the piles; `m ≤ 10`, `q ≤ 10^5`, moves and piles `≤ 10^5`.
fn move_set(rng: &mut Rng, size: Size) -> String {
    let m = size.count(rng, 1, 10);
    let q = size.count(rng, 1, 100_000);
    let moves = distinct(rng, m, size.bound(1, 100_000).max(m));
    let piles = values(rng, size, q, 1, 100_000);
    format!("{} {q}\n{}\n{}", moves.len(), spaced(moves), spaced(piles))
}

/// Bài 3: `n`, the heaps; `n ≤ 2·10^5`, heaps `≤ 10^18` (largest test: 2·10^4 heaps).
fn nim_count(rng: &mut Rng, size: Size) -> String {
    let n = size.count(rng, 1, 20_000);
    let mut heaps = values(rng, size, n, 1, 1_000_000_000_000_000_000);
    // A third of the time, a losing position: the last heap makes the XOR 0 where it can.
    if rng.range(0, 2) == 0 && n >= 2 {
        let rest = heaps.iter().take(heaps.len() - 1).fold(0, |x, h| x ^ h);
        if (1..=1_000_000_000_000_000_000).contains(&rest) {
            if let Some(last) = heaps.last_mut() {
                *last = rest;
            }
        }
    }
    format!("{n}\n{}", spaced(heaps))
}

/// Bài 4: `m n`, distinct moves, the piles; `m ≤ 10`, `n ≤ 10^5`, moves `≤ 10^5`, piles
/// `0 ≤ a ≤ 10^5`.
fn subtraction_sum(rng: &mut Rng, size: Size) -> String {
    let m = size.count(rng, 1, 10);
    let n = size.count(rng, 1, 100_000);
    let moves = distinct(rng, m, size.bound(1, 100_000).max(m));
    let piles = values(rng, size, n, 0, 100_000);
    format!("{} {n}\n{}\n{}", moves.len(), spaced(moves), spaced(piles))
}

/// Bài 5: `n`, the numbers; `n ≤ 2000`, numbers `1 … 10^9`.
fn ends_scores(rng: &mut Rng, size: Size) -> String {
    let n = size.count(rng, 1, 2000);
    format!("{n}\n{}", spaced(values(rng, size, n, 1, 1_000_000_000)))
}

/// Bài 6: `n k`, the `n − 1` edges of a tree on `1 … n`, the `k` token vertices;
/// `n, k ≤ 2·10^5` (largest test: 5·10^4 vertices, half of them on one long path).
fn tree_tokens(rng: &mut Rng, size: Size) -> String {
    let n = size.count(rng, 1, 50_000);
    let k = size.count(rng, 1, 50_000);
    let mut lines = vec![format!("{n} {k}")];
    for v in 2..=n {
        // Paths (the parent just before) and bushes (any earlier vertex), in both orders.
        let parent = if rng.range(0, 1) == 0 {
            v - 1
        } else {
            rng.range(1, v - 1)
        };
        lines.push(if rng.range(0, 1) == 0 {
            format!("{parent} {v}")
        } else {
            format!("{v} {parent}")
        });
    }
    lines.push(spaced((0..k).map(|_| rng.range(1, n))));
    lines.join("\n")
}

/// Bài 7: `n q`, the values, then `1 p v` (set) or `2 l r` (ask); `n, q ≤ 10^5`, values
/// `≤ 10^9` (largest test: 3·10^4 of each). At least one question.
fn range_nim(rng: &mut Rng, size: Size) -> String {
    let n = size.count(rng, 1, 30_000);
    let q = size.count(rng, 1, 30_000);
    let mut lines = vec![
        format!("{n} {q}"),
        spaced(values(rng, size, n, 1, 1_000_000_000)),
    ];
    for i in 0..q {
        if i + 1 < q && rng.range(0, 2) == 0 {
            let v = size.value(rng, 1, 1_000_000_000);
            lines.push(format!("1 {} {v}", rng.range(1, n)));
        } else {
            let (a, b) = (rng.range(1, n), rng.range(1, n));
            lines.push(format!("2 {} {}", a.min(b), a.max(b)));
        }
    }
    lines.join("\n")
}

/// Bài 8: `n`, the numbers; `n ≤ 10^5`, numbers `1 … 10^6`.
fn divisors(rng: &mut Rng, size: Size) -> String {
    let n = size.count(rng, 1, 100_000);
    format!("{n}\n{}", spaced(values(rng, size, n, 1, 1_000_000)))
}

/// Jumps on a permutation: `n`, a permutation of `1 … n`; `n ≤ 5000`.
fn permutation(rng: &mut Rng, size: Size) -> String {
    let n = size.count(rng, 1, 5000);
    let mut cells: Vec<u64> = (1..=n).collect();
    for i in (1..cells.len()).rev() {
        cells.swap(i, rng.range(0, i as u64) as usize);
    }
    format!("{n}\n{}", spaced(cells))
}

/// Back 1, 2 or k cells: `t`, then `n k`; `t ≤ 100`, `0 ≤ n ≤ 10^18`, `3 ≤ k ≤ 10^18`.
fn one_two_k(rng: &mut Rng, size: Size) -> String {
    const TOP: u64 = 1_000_000_000_000_000_000;
    let t = size.count(rng, 1, 100);
    let mut lines = vec![t.to_string()];
    for _ in 0..t {
        let k = size.value(rng, 3, TOP);
        let n = if size == Size::SMALLEST {
            0
        } else {
            size.value(rng, 0, TOP)
        };
        lines.push(format!("{n} {k}"));
    }
    lines.join("\n")
}

/// Cutting logs: `t`, then per test `n` and the lengths; `t ≤ 10^4`, `Σn ≤ 2·10^5`, lengths
/// `≤ 10^9` (largest test: 2·10^4 logs in all).
fn logs(rng: &mut Rng, size: Size) -> String {
    let t = size.count(rng, 1, 1000);
    let mut left = size.count(rng, t, 20_000).max(t);
    let mut lines = vec![t.to_string()];
    for test in 0..t {
        let others = t - test - 1;
        let n = if others == 0 {
            left
        } else {
            rng.range(1, (left - others).max(1))
        };
        left -= n;
        lines.push(n.to_string());
        lines.push(spaced(values(rng, size, n, 1, 1_000_000_000)));
    }
    lines.join("\n")
}

/// Placing discs: `a b r`, each `1 … 10^9`; the disc fits about half of the time.
fn discs(rng: &mut Rng, size: Size) -> String {
    let a = size.value(rng, 1, 1_000_000_000);
    let b = size.value(rng, 1, 1_000_000_000);
    let r = if rng.range(0, 1) == 0 {
        rng.range(1, (a.min(b) / 2).max(1))
    } else {
        size.value(rng, 1, 1_000_000_000)
    };
    format!("{a} {b} {r}")
}

/// Either end with negative numbers: `n`, the numbers; `n ≤ 5000`, `|a| ≤ 10^9`.
fn ends_first(rng: &mut Rng, size: Size) -> String {
    let n = size.count(rng, 1, 5000);
    let numbers: Vec<String> = (0..n)
        .map(|_| {
            let magnitude = size.value(rng, 0, 1_000_000_000);
            if rng.range(0, 1) == 0 {
                format!("-{magnitude}")
            } else {
                magnitude.to_string()
            }
        })
        .map(|text| if text == "-0" { "0".to_string() } else { text })
        .collect();
    format!("{n}\n{}", numbers.join(" "))
}

/// ZJOI 2009: `T`, then per test `n` and the piles; `T ≤ 10`, `n ≤ 1000`, piles `1 … 10^9`.
fn zjoi(rng: &mut Rng, size: Size) -> String {
    let t = size.count(rng, 1, 10);
    let mut lines = vec![t.to_string()];
    for _ in 0..t {
        let n = size.count(rng, 1, 1000);
        lines.push(n.to_string());
        lines.push(spaced(values(rng, size, n, 1, 1_000_000_000)));
    }
    lines.join("\n")
}

/// E&D: `T`, then per test an even `N` and the piles; `T ≤ 20`, `N ≤ 2·10^4`, piles
/// `1 … 2·10^9` (largest test: 4 tests of 2·10^4 piles).
fn e_and_d(rng: &mut Rng, size: Size) -> String {
    let t = size.count(rng, 1, 4);
    let mut lines = vec![t.to_string()];
    for _ in 0..t {
        let n = 2 * size.count(rng, 1, 10_000);
        lines.push(n.to_string());
        lines.push(spaced(values(rng, size, n, 1, 2_000_000_000)));
    }
    lines.join("\n")
}

/// Forced pile (GZOI 2017): `n`, the heaps; `n ≤ 200`, heaps `1 … 200`.
fn forced_pile(rng: &mut Rng, size: Size) -> String {
    let n = size.count(rng, 1, 200);
    format!("{n}\n{}", spaced(values(rng, size, n, 1, 200)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exercises::{ALL, MAX_INPUT_BYTES};
    use crate::Lang;

    #[test]
    fn every_exercise_has_a_generator_whose_tests_its_judge_accepts() {
        for exercise in ALL {
            assert!(generator(exercise.id).is_some(), "{}", exercise.id);
            let tests = judge_tests(exercise, 12, 7)
                .unwrap_or_else(|e| panic!("{}: {}", exercise.id, e.reason(Lang::En)));
            assert_eq!(tests.len(), 12, "{}", exercise.id);
            for test in &tests {
                assert!(
                    test.input.len() <= MAX_INPUT_BYTES / 2,
                    "{}: {} bytes",
                    exercise.id,
                    test.input.len()
                );
                assert!(!test.output.is_empty(), "{}", exercise.id);
            }
        }
    }

    #[test]
    fn a_seed_gives_the_same_tests_and_another_seed_others() {
        for exercise in ALL {
            let once = judge_tests(exercise, 6, 42).ok();
            assert_eq!(once, judge_tests(exercise, 6, 42).ok(), "{}", exercise.id);
            // Test k does not depend on how many are asked for.
            let more = judge_tests(exercise, 9, 42).ok();
            let first = |tests: Option<Vec<JudgeTest>>| tests.map(|t| t[2].clone());
            assert_eq!(first(once.clone()), first(more), "{}", exercise.id);
            assert_ne!(once, judge_tests(exercise, 6, 43).ok(), "{}", exercise.id);
        }
    }

    #[test]
    fn the_first_test_is_the_smallest_input_and_counts_are_capped() {
        let Some(bai1) = crate::exercises::find("bai-1") else {
            panic!("bai-1 is registered");
        };
        let tests = judge_tests(bai1, 3, 1).unwrap_or_default();
        assert_eq!(tests[0].input.lines().next(), Some("1"));
        assert_eq!(tests[1].input.lines().count(), 20_001);
        assert_eq!(
            judge_tests(bai1, 500, 1).map(|t| t.len()),
            Ok(MAX_TESTS as usize)
        );
        assert_eq!(judge_tests(bai1, 0, 1), Ok(Vec::new()));
    }

    #[test]
    fn sizes_grow_from_the_edges_through_the_random_tests() {
        assert_eq!(Size::of(0, 10), Size::SMALLEST);
        assert_eq!(Size::of(1, 10), Size::LARGEST);
        assert_eq!(Size::of(2, 10), Size(10));
        assert_eq!(Size::of(9, 10), Size(90));
        assert_eq!(Size::of(2, 3), Size(10));
        assert_eq!(Size(0).bound(1, 1_000_000), 9);
        assert_eq!(Size(50).bound(1, 1_000_000), 9999);
        assert_eq!(Size(100).bound(1, 1_000_000), 1_000_000);
        assert_eq!(Size(90).bound(3, 5), 5);
    }

    #[test]
    fn the_checker_reads_as_a_judge_does() {
        assert_eq!(check("An\nBinh", "An  \r\nBinh\n\n"), Verdict::Accepted);
        assert_eq!(
            check("An\nBinh\nAn", "An\nAn\nAn"),
            Verdict::Differs {
                line: 2,
                expected: "Binh".into(),
                got: Some("An".into())
            }
        );
        assert_eq!(
            check("An\nBinh", "An"),
            Verdict::Differs {
                line: 2,
                expected: "Binh".into(),
                got: None
            }
        );
        assert_eq!(
            check("An", "An\nBinh"),
            Verdict::TooLong {
                line: 2,
                got: "Binh".into()
            }
        );
        assert_eq!(
            check("22 11", " 22 11"),
            Verdict::Differs {
                line: 1,
                expected: "22 11".into(),
                got: Some(" 22 11".into())
            }
        );
        assert_eq!(check("", "\n\n"), Verdict::Accepted);
        let words = check("An\nBinh", "An\nAn").words(Lang::En);
        assert_eq!(
            words,
            "Wrong answer on line 2: expected “Binh”, your program printed “An”."
        );
        assert!(check("1", "1").words(Lang::Vi).starts_with("Đúng"));
    }
}
