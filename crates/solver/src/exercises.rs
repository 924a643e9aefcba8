//! The registry of judge-format exercises: every problem the solver answers exactly as an
//! online judge expects, with the sample the lesson prints.
//!
//! The exercises page shows one sandbox per entry: the learner edits the input, runs it, and
//! compares the output with the sample. Ids are stable (they appear in URLs and in the lesson
//! source as `data-exercise="…"`): `bai-1` … `bai-8` are exercises 1–8 of the source lesson
//! (seed 002); the others are the worked examples of the ad hoc article (seed 004) and of the
//! encyclopedia article (seed 000).

use crate::input::{Field, InputError, Problem};
use crate::score;

pub mod generate;

/// The largest input a sandbox accepts, in bytes (2 MB). Inputs near the exercises' limits
/// (10^5 lines of numbers) fit; anything larger is refused before it is read.
pub const MAX_INPUT_BYTES: usize = 2 * 1024 * 1024;

/// A judge: reads the input of an exercise and prints its answer, or says what is wrong.
pub type Solve = fn(&str) -> Result<String, InputError>;

/// `$solve` when the build holds that exercise's solver (cargo feature `$feature`, on by default
/// with `all-exercises`), otherwise [`not_in_this_build`]. A front-end build for a lesson page
/// holds the solvers of the page's sandboxes only (`crates/site/src/builds.rs`): the linker
/// then leaves the other judges out of its wasm. The entry itself (id, titles, sample) stays,
/// so every id is still known.
macro_rules! held {
    ($feature:literal, $solve:expr) => {{
        #[cfg(feature = $feature)]
        let solve: Solve = $solve;
        #[cfg(not(feature = $feature))]
        let solve: Solve = not_in_this_build;
        solve
    }};
}

/// One judge exercise: its id, its title in both languages, the sample the lesson prints and
/// the solver that answers it.
#[derive(Clone, Copy, Debug)]
pub struct Exercise {
    /// Stable id: lowercase letters, digits and hyphens.
    pub id: &'static str,
    pub title_vi: &'static str,
    pub title_en: &'static str,
    /// The sample input, exactly as the source prints it (lines joined by `\n`).
    pub sample_input: &'static str,
    /// The sample output, exactly as the source prints it; `solve(sample_input)` returns it.
    pub sample_output: &'static str,
    /// Reads judge input and answers exactly as a judge expects, or says what is wrong.
    pub solve: Solve,
}

impl Exercise {
    /// The title in `lang`.
    pub fn title(&self, lang: crate::Lang) -> &'static str {
        lang.pick(self.title_vi, self.title_en)
    }

    /// Runs the solver on `input`, refusing inputs above [`MAX_INPUT_BYTES`] first.
    pub fn run(&self, input: &str) -> Result<String, InputError> {
        if input.len() > MAX_INPUT_BYTES {
            return Err(too_large(input.len()));
        }
        (self.solve)(input)
    }

    /// Whether `input` is the sample, ignoring the line endings and the spacing at the ends
    /// of lines and of the text (what a judge ignores too).
    pub fn is_sample(&self, input: &str) -> bool {
        normalized(input) == normalized(self.sample_input)
    }
}

fn normalized(text: &str) -> Vec<&str> {
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    let start = lines.iter().take_while(|l| l.is_empty()).count();
    let end = lines.len() - lines.iter().rev().take_while(|l| l.is_empty()).count();
    lines
        .get(start..end.max(start))
        .unwrap_or_default()
        .to_vec()
}

fn too_large(bytes: usize) -> InputError {
    let kb = bytes.div_ceil(1024);
    let max_kb = MAX_INPUT_BYTES / 1024;
    InputError::custom(
        Field::STDIN,
        format!(
            "dữ liệu dài {kb} KB, vượt giới hạn {max_kb} KB (2 MB) của khung chạy thử; hãy thử \
             với dữ liệu ngắn hơn."
        ),
        format!(
            "the input is {kb} KB, over this sandbox's limit of {max_kb} KB (2 MB); try a \
             shorter input."
        ),
    )
}

/// The judge of an exercise whose solver this build leaves out. The site never shows such a
/// sandbox (each page's build holds the exercises its sandboxes name); this answer is for a
/// build made by hand with fewer features.
#[allow(dead_code)]
fn not_in_this_build(_input: &str) -> Result<String, InputError> {
    Err(InputError::custom(
        EXERCISE,
        "bản dựng này của trang không có bộ giải của bài này; hãy mở bài ở trang Bài tập.",
        "this build of the page does not hold this exercise's solver; open it on the exercises \
         page.",
    ))
}

/// Every exercise, in the order of the exercises page.
pub const ALL: &[Exercise] = &[
    // Seed 002, "Bài tập", exercises 1–8, with the samples printed under each statement.
    Exercise {
        id: "bai-1",
        title_vi: "Bài 1 — Bốc sỏi, mỗi lượt 1 tới k viên",
        title_en: "Exercise 1 — Take 1 to k stones",
        sample_input: "3\n10 3\n8 3\n5 9",
        sample_output: "An\nBinh\nAn",
        solve: held!("exercise-bai-1", crate::subtraction::judge::solve_bachet),
    },
    Exercise {
        id: "bai-2",
        title_vi: "Bài 2 — Bốc sỏi theo một tập nước đi",
        title_en: "Exercise 2 — Stones with a set of moves",
        sample_input: "3 4\n1 3 4\n2 5 7 10",
        sample_output: "Binh\nAn\nBinh\nAn",
        solve: held!("exercise-bai-2", crate::subtraction::judge::solve_move_set),
    },
    Exercise {
        id: "bai-3",
        title_vi: "Bài 3 — Nim: đếm số nước đi thắng",
        title_en: "Exercise 3 — Nim: counting the winning moves",
        sample_input: "3\n3 4 5",
        sample_output: "An 1",
        solve: held!(
            "exercise-bai-3",
            crate::nim::exercises::solve_count_winning_moves
        ),
    },
    Exercise {
        id: "bai-4",
        title_vi: "Bài 4 — Tổng của nhiều trò bốc sỏi",
        title_en: "Exercise 4 — A sum of subtraction games",
        sample_input: "3 2\n1 3 4\n4 6",
        sample_output: "Binh",
        solve: held!("exercise-bai-4", crate::subtraction::judge::solve_sum),
    },
    Exercise {
        id: "bai-5",
        title_vi: "Bài 5 — Lấy số ở hai đầu dãy",
        title_en: "Exercise 5 — Taking numbers from either end",
        sample_input: "4\n8 15 3 7",
        sample_output: "22 11",
        solve: held!("exercise-bai-5", crate::score::solve_ends_scores),
    },
    Exercise {
        id: "bai-6",
        title_vi: "Bài 6 — Quân cờ đi xuống trên cây",
        title_en: "Exercise 6 — Tokens moving down a tree",
        sample_input: "7 2\n1 2\n1 3\n2 4\n2 5\n3 6\n6 7\n2 6",
        sample_output: "Binh",
        solve: held!("exercise-bai-6", crate::graph::solve_tree_tokens),
    },
    Exercise {
        id: "bai-7",
        title_vi: "Bài 7 — Nim trên một đoạn, có cập nhật",
        title_en: "Exercise 7 — Nim on a range, with updates",
        sample_input: "5 4\n1 2 3 4 5\n2 1 3\n2 2 4\n1 3 2\n2 1 3",
        sample_output: "Binh\nAn\nAn",
        solve: held!("exercise-bai-7", crate::nim::exercises::solve_range_nim),
    },
    Exercise {
        id: "bai-8",
        title_vi: "Bài 8 — Chia một số cho ước của nó",
        title_en: "Exercise 8 — Dividing a number by a divisor",
        sample_input: "3\n12 8 5",
        sample_output: "An",
        solve: held!(
            "exercise-bai-8",
            crate::nim::exercises::solve_splitting_game
        ),
    },
    // Seed 004, the worked examples. Its "Chạy" boxes hold one trivial case each ("1 / 1" →
    // "B"); these samples are small cases walked through on the exercises page and checked by
    // brute force, with several tests and both answers where the format allows.
    Exercise {
        id: "permutation-jumps",
        title_vi: "Bài 9 — Nhảy trên hoán vị",
        title_en: "Exercise 9 — Jumps on a permutation",
        sample_input: "5\n2 4 1 5 3",
        sample_output: "BBABA",
        solve: held!(
            "exercise-permutation-jumps",
            crate::adhoc::solve_permutation
        ),
    },
    Exercise {
        id: "one-two-k",
        title_vi: "Bài 10 — Lùi 1, 2 hoặc k ô",
        title_en: "Exercise 10 — Back 1, 2 or k cells",
        sample_input: "5\n8 4\n9 4\n6 6\n9 6\n10 6",
        sample_output: "Alice\nBob\nAlice\nAlice\nBob",
        solve: held!("exercise-one-two-k", crate::adhoc::solve_one_two_k),
    },
    Exercise {
        id: "cutting-logs",
        title_vi: "Bài 11 — Chặt khúc gỗ",
        title_en: "Exercise 11 — Cutting logs",
        sample_input: "3\n2\n3 3\n4\n1 1 5 2\n1\n1",
        sample_output: "maomao90\nerrorgorn\nmaomao90",
        solve: held!("exercise-cutting-logs", crate::adhoc::solve_logs),
    },
    Exercise {
        id: "placing-discs",
        title_vi: "Bài 12 — Đặt đĩa tròn lên bàn",
        title_en: "Exercise 12 — Placing discs on a table",
        sample_input: "10 6 1",
        sample_output: "First",
        solve: held!("exercise-placing-discs", crate::adhoc::solve_discs),
    },
    Exercise {
        id: "ends-first",
        title_vi: "Bài 13 — Hai đầu dãy, số có thể âm",
        title_en: "Exercise 13 — Either end, with negative numbers",
        sample_input: "4\n-2 -3 9 1",
        sample_output: "7",
        solve: held!("exercise-ends-first", crate::score::solve_ends_first),
    },
    // Seed 000, the worked examples. The article prints no sample input or output; these are
    // the samples the solver modules' own tests use.
    Exercise {
        id: "zjoi-piles",
        title_vi: "Bài 14 — Bốc sỏi ở hai đống biên (ZJOI 2009)",
        title_en: "Exercise 14 — Stones from the end piles (ZJOI 2009)",
        // The original problem's sample (Luogu P2599), as in `score::piles`' tests, and a
        // second test that the first player wins.
        sample_input: "2\n4\n3 1 9 4\n2\n2 3",
        sample_output: "0\n1",
        solve: held!("exercise-zjoi-piles", solve_zjoi_within_limits),
    },
    Exercise {
        id: "e-and-d",
        title_vi: "Bài 15 — E&D: bỏ một đống, chia đống kia (SDOI 2009)",
        title_en: "Exercise 15 — E&D: discard one pile, split the other (SDOI 2009)",
        // The first judge-format case of `splitting`'s tests (answers checked by brute force).
        sample_input: "2\n4\n1 2 3 1\n6\n1 1 1 1 1 1",
        sample_output: "YES\nNO",
        solve: held!("exercise-e-and-d", crate::splitting::solve_ed),
    },
    Exercise {
        id: "forced-pile",
        title_vi: "Bài 16 — Đếm cách chọn khi có đống bắt buộc (GZOI 2017)",
        title_en: "Exercise 16 — Counting choices with a forced pile (GZOI 2017)",
        // The hand-worked case of `nim::counting`'s tests.
        sample_input: "3\n1 2 3",
        sample_output: "6",
        solve: held!(
            "exercise-forced-pile",
            crate::nim::counting::solve_forced_pile
        ),
    },
];

/// The most piles in one test of the ZJOI sandbox, as its statement says. The solver's own
/// limit (5000 piles, 100 tests) allows inputs whose `O(n²)` interval DP takes many seconds, and
/// the sandbox solves on the page's only thread.
pub const ZJOI_MAX_PILES: u64 = 1000;

/// The ZJOI judge with the statement's limit on `n` checked first: a light pass over the
/// tokens (`T`, then each test's `n` and its piles) refuses a test with more than
/// [`ZJOI_MAX_PILES`] piles; everything else, well-formed or not, goes to
/// [`score::solve_zjoi_piles`], which validates it fully.
#[cfg_attr(not(feature = "exercise-zjoi-piles"), allow(dead_code))]
fn solve_zjoi_within_limits(input: &str) -> Result<String, InputError> {
    const COUNT: Field = Field::new("n", "Số đống n", "Number of piles n", "4");
    let mut tokens = input.split_whitespace();
    let tests = tokens
        .next()
        .and_then(|t| t.parse::<u64>().ok())
        .unwrap_or(0);
    // Each round reads at least one token or stops, so this ends with the text.
    for _ in 0..tests {
        let Some(n) = tokens.next().and_then(|t| t.parse::<u64>().ok()) else {
            break;
        };
        if n > ZJOI_MAX_PILES {
            return Err(InputError::new(
                COUNT,
                Problem::TooLarge {
                    text: n.to_string(),
                    max: ZJOI_MAX_PILES,
                },
            ));
        }
        // `n ≤ ZJOI_MAX_PILES`, so this skips at most 1000 tokens.
        for _ in 0..n {
            tokens.next();
        }
    }
    score::solve_zjoi_piles(input)
}

/// The exercise with this id.
pub fn find(id: &str) -> Option<&'static Exercise> {
    ALL.iter().find(|e| e.id == id)
}

/// Which exercise a sandbox or a query names.
pub const EXERCISE: Field = Field::new("exercise", "Bài", "Exercise", "bai-1");

/// The exercise called `id` (spaces around it ignored), or why there is none: the id quoted,
/// and the ids there are.
pub fn lookup(id: &str) -> Result<&'static Exercise, InputError> {
    find(id.trim()).ok_or_else(|| {
        let shown = crate::input::quote(id);
        let known: Vec<&str> = ALL.iter().map(|e| e.id).collect();
        let known = known.join(", ");
        InputError::custom(
            EXERCISE,
            format!("không có bài nào mã “{shown}”; các bài có: {known}."),
            format!("there is no exercise “{shown}”; the exercises are: {known}."),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use proptest::prelude::*;

    #[test]
    fn an_unknown_id_is_refused_with_the_ids_there_are() {
        assert_eq!(lookup(" bai-2 ").map(|e| e.id), Ok("bai-2"));
        let error = lookup("<img src=x onerror=alert(1)>").unwrap_err();
        assert_eq!(error.field, EXERCISE);
        let reason = error.reason(Lang::En);
        assert!(reason.starts_with("there is no exercise “<img src=x onerror=alert…”; the exercises are: bai-1, bai-2,"), "{reason}");
        assert!(reason.ends_with("forced-pile."), "{reason}");
        assert!(lookup("")
            .unwrap_err()
            .reason(Lang::Vi)
            .starts_with("không có bài nào mã “”"));
    }

    #[test]
    fn every_sample_gives_its_sample_output_exactly() {
        for exercise in ALL {
            assert_eq!(
                exercise.run(exercise.sample_input).as_deref(),
                Ok(exercise.sample_output),
                "exercise {}",
                exercise.id
            );
            assert!(exercise.is_sample(exercise.sample_input));
        }
    }

    #[test]
    fn exercises_are_numbered_in_page_order() {
        for (k, exercise) in ALL.iter().enumerate() {
            let number = k + 1;
            assert!(
                exercise.title_vi.starts_with(&format!("Bài {number} — ")),
                "{}",
                exercise.title_vi
            );
            assert!(
                exercise
                    .title_en
                    .starts_with(&format!("Exercise {number} — ")),
                "{}",
                exercise.title_en
            );
        }
    }

    /// The exercises page, `lessons/09-exercises.md`, from the workspace root.
    fn exercises_page() -> String {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../lessons/09-exercises.md");
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    #[test]
    fn the_page_prints_each_exercise_as_the_registry_holds_it() {
        let page = exercises_page();
        let sections: Vec<&str> = page.split("\n@section ").skip(1).collect();
        for exercise in ALL {
            let Some(section) = sections
                .iter()
                .find(|s| s.lines().next() == Some(exercise.id))
            else {
                panic!("the page has no section {}", exercise.id);
            };
            // Both halves keep the line end before their heading.
            let middle = section.find("\n:::en\n").unwrap_or(section.len());
            let (vi, en) = section.split_at_checked(middle).unwrap_or((section, ""));
            let fenced = |text: &str| format!("\n```\n{text}\n```\n");
            for (lang, text, title, example, walk_through, solutions) in [
                (
                    "vi",
                    vi,
                    exercise.title_vi,
                    "**Ví dụ.**",
                    "<details><summary>Giải thích ví dụ</summary>",
                    "<details><summary>Lời giải tham khảo</summary>",
                ),
                (
                    "en",
                    en,
                    exercise.title_en,
                    "**Example.**",
                    "<details><summary>Why the sample answer is right</summary>",
                    "<details><summary>Reference solutions</summary>",
                ),
            ] {
                let place = format!("{} ({lang})", exercise.id);
                assert!(
                    text.contains(&format!("\n## {title}\n")),
                    "{place}: heading"
                );
                let difficulty = if lang == "vi" {
                    "Độ khó:"
                } else {
                    "Difficulty:"
                };
                assert!(
                    text.contains(&format!("\n**{difficulty}** ★")),
                    "{place}: difficulty"
                );
                // The sample, then its walk-through, then the hints, the solutions last.
                let at = |needle: &str| {
                    text.find(needle)
                        .unwrap_or_else(|| panic!("{place}: no {needle:?}"))
                };
                let input = at(&fenced(exercise.sample_input));
                let output = at(&fenced(exercise.sample_output));
                assert!(at(example) < input && input < output, "{place}: sample");
                assert!(output < at(walk_through), "{place}: walk-through");
                let hint = if lang == "vi" { "Gợi ý" } else { "Hint" };
                let last_hint = text
                    .rfind(&format!("<details><summary>{hint} "))
                    .unwrap_or_else(|| panic!("{place}: no hint"));
                assert!(at(walk_through) < last_hint, "{place}: hints");
                assert!(last_hint < at(solutions), "{place}: solutions");
                for ext in ["cpp", "py"] {
                    let include = format!("\n@include solutions/{}.{ext}\n", exercise.id);
                    assert!(at(solutions) < at(&include), "{place}: {ext}");
                }
            }
        }
    }

    #[test]
    fn ids_are_unique_and_url_safe() {
        for (k, exercise) in ALL.iter().enumerate() {
            assert!(!exercise.id.is_empty());
            assert!(exercise
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'));
            assert!(
                ALL[..k].iter().all(|e| e.id != exercise.id),
                "{}",
                exercise.id
            );
            let found = find(exercise.id).map(|e| (e.id, e.title_vi, e.sample_input));
            assert_eq!(
                found,
                Some((exercise.id, exercise.title_vi, exercise.sample_input))
            );
            assert!(!exercise.title(Lang::Vi).is_empty() && !exercise.title(Lang::En).is_empty());
        }
        let ids: Vec<&str> = ALL.iter().take(8).map(|e| e.id).collect();
        assert_eq!(
            ids,
            ["bai-1", "bai-2", "bai-3", "bai-4", "bai-5", "bai-6", "bai-7", "bai-8"]
        );
        assert!(find("bai-9").is_none());
        assert!(find("").is_none());
    }

    #[test]
    fn sample_comparison_ignores_line_endings_and_end_spaces_only() {
        let Some(bai1) = find("bai-1") else {
            panic!("bai-1 is registered");
        };
        assert!(bai1.is_sample("3\r\n10 3  \r\n8 3\r\n5 9\r\n\n"));
        assert!(bai1.is_sample("\n3\n10 3\n8 3\n5 9"));
        assert!(!bai1.is_sample("3\n10 3\n8 3\n5 8"));
        assert!(!bai1.is_sample("3 10 3 8 3 5 9"));
        assert!(!bai1.is_sample(""));
    }

    #[test]
    fn bachet_answers_up_to_10_to_the_18() {
        let Some(bai1) = find("bai-1") else {
            panic!("bai-1 is registered");
        };
        // 10^18 mod (10^18 − 1 + 1) = 0: the first player loses.
        assert_eq!(
            bai1.run("1\n1000000000000000000 999999999999999999")
                .as_deref(),
            Ok("Binh")
        );
        assert_eq!(
            bai1.run("1\n1000000000000000000 1000000000000000000")
                .as_deref(),
            Ok("An")
        );
    }

    #[test]
    fn oversized_input_is_refused_before_reading() {
        let Some(bai1) = find("bai-1") else {
            panic!("bai-1 is registered");
        };
        let huge = "1 ".repeat(MAX_INPUT_BYTES / 2 + 1);
        let error = bai1.run(&huge).unwrap_err();
        assert_eq!(error.field, Field::STDIN);
        assert!(error.message(Lang::Vi).contains("2 MB"));
        assert!(error.message(Lang::En).contains("2 MB"));
        // Just under the limit is read (and here answered: 10^5 games fit in 2 MB).
        let mut big = String::from("100000\n");
        big.push_str(&"10 3\n".repeat(100_000));
        assert!(big.len() <= MAX_INPUT_BYTES);
        let answer = bai1.run(&big).expect("valid input");
        assert_eq!(answer.lines().count(), 100_000);
    }

    #[test]
    fn zjoi_refuses_more_piles_than_its_statement_allows() {
        let Some(zjoi) = find("zjoi-piles") else {
            panic!("zjoi-piles is registered");
        };
        let ok = format!("2\n3\n1 2 3\n1000\n{}", "5 ".repeat(1000));
        assert!(zjoi.run(&ok).is_ok());
        let too_many = format!("2\n3\n1 2 3\n1001\n{}", "5 ".repeat(1001));
        let error = zjoi.run(&too_many).unwrap_err();
        assert_eq!(
            error.message(Lang::En),
            "Number of piles n: “1001” is too large; the largest allowed is 1000."
        );
        // Malformed text still gets the full solver's own message.
        assert_eq!(zjoi.run("1\n2\n3 x"), score::solve_zjoi_piles("1\n2\n3 x"));
    }

    #[test]
    fn bad_input_gives_a_bilingual_message() {
        for exercise in ALL {
            for text in ["", "x", "-1", "1 2 3 abc", "99999999999999999999999"] {
                if let Err(error) = exercise.run(text) {
                    assert!(!error.message(Lang::Vi).is_empty());
                    assert!(!error.message(Lang::En).is_empty());
                }
            }
            assert!(exercise.run("").is_err(), "{} accepts nothing", exercise.id);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn no_solver_panics_on_any_text(text in "\\PC{0,40}") {
            for exercise in ALL {
                let _ = exercise.run(&text);
            }
        }

        #[test]
        fn no_solver_panics_on_number_soup(
            numbers in proptest::collection::vec(
                prop_oneof![0i64..12, -3i64..3, Just(1_000_000_000_000_000_000), Just(i64::MAX)],
                0..40,
            )
        ) {
            let text: Vec<String> = numbers.iter().map(i64::to_string).collect();
            let text = text.join(" ");
            for exercise in ALL {
                let _ = exercise.run(&text);
            }
        }
    }
}
