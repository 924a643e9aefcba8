//! The sandbox widget of a judge exercise: the solver's runner beside the sample output, then
//! judge tests to download and a box that judges the learner's own program's output.

use nimlab_solver::Lang;

use super::Words;

// The solver's runner.

pub const INTRO: Words = (
    "Sửa dữ liệu vào theo đúng định dạng của đề rồi bấm Chạy: bộ giải in kết quả y \
     như một trình chấm chờ đợi, từng ký tự. Bên dưới, kiểm tra chương trình của \
     bạn trên các test có sẵn đáp án.",
    "Edit the input in the statement's format and press Run: the solver prints the \
     answer exactly as a judge expects it, character for character. Below, test \
     your own program on tests with their answers.",
);
/// The introduction in teacher mode, where only the judge tests show.
pub const TEACHER_INTRO: Words = (
    "Chế độ giao bài: khung chạy bộ giải đã ẩn. Hãy tải bộ test, chạy chương trình \
     của bạn rồi dán kết quả vào để chấm.",
    "Assignment mode: the solver's runner is hidden. Download the tests, run your \
     program, then paste its output to have it judged.",
);

pub const INPUT: Words = ("Dữ liệu vào (stdin)", "Input (stdin)");
pub const INPUT_HINT: Words = (
    "Ctrl+Enter cũng chạy. Tối đa 2 MB.",
    "Ctrl+Enter runs too. At most 2 MB.",
);
pub const RUN: Words = ("Chạy", "Run");
pub const BACK_TO_SAMPLE: Words = ("Dùng lại dữ liệu mẫu", "Back to the sample");

pub const OUTPUT: Words = ("Kết quả (stdout)", "Output (stdout)");
pub const SAMPLE_OUTPUT: Words = ("Kết quả mẫu của đề", "Sample output");
/// The output before any run.
pub const NOT_RUN: Words = ("(chưa chạy)", "(not run yet)");
pub const MATCHES_SAMPLE: Words = (
    "✓ Khớp từng ký tự với kết quả mẫu.",
    "✓ Matches the sample output character for character.",
);
pub const DIFFERS_FROM_SAMPLE: Words = ("✗ Khác kết quả mẫu.", "✗ Differs from the sample output.");

/// The status before any run.
pub const SAMPLE_NOT_RUN: Words = (
    "Ô trên đang chứa dữ liệu mẫu của đề. Bấm Chạy để xem bộ giải trả lời.",
    "The box holds the statement's sample. Press Run to see the solver's answer.",
);
/// The status when the latest input was refused.
pub const STALE_OUTPUT: Words = (
    "Dữ liệu mới chưa hợp lệ; kết quả bên dưới là của lần chạy đúng gần nhất.",
    "The new input is not valid; the output below is from the last good run.",
);

/// The status after a run that printed `lines` lines in `millis` whole milliseconds.
pub fn ran(lines: usize, millis: u64, lang: Lang) -> String {
    match (lang, millis < 1) {
        (Lang::Vi, true) => format!("Đã chạy xong: {lines} dòng kết quả, dưới 1 ms."),
        (Lang::Vi, false) => format!("Đã chạy xong: {lines} dòng kết quả, trong {millis} ms."),
        (Lang::En, under) => {
            let noun = if lines == 1 { "line" } else { "lines" };
            let time = if under {
                "under 1 ms".to_string()
            } else {
                format!("in {millis} ms")
            };
            format!("Done: {lines} {noun} of output {time}.")
        }
    }
}

// The judge tests.

/// The fold of the judge tests.
pub const TEST_YOUR_PROGRAM: Words = ("Kiểm tra chương trình của bạn", "Test your own program");
pub const TESTS_INTRO: Words = (
    "Tạo một bộ test có sẵn đáp án: test nhỏ nhất, test lớn nhất, rồi các test ngẫu nhiên lớn dần tới giới hạn của đề. Tải về, chạy chương trình của bạn trên máy mình, rồi dán kết quả của một test vào ô dưới để chấm như trình chấm.",
    "Make a set of tests with their answers: the smallest test, the largest, then random tests growing toward the statement's limits. Download them, run your program on your own computer, then paste its output for a test into the box below to have it judged as a judge would.",
);

/// The field of the test code, up to `max_seed`.
pub fn test_code_label(max_seed: u64) -> (String, String) {
    (
        format!("Mã bộ test (1 – {max_seed})"),
        format!("Test code (1 – {max_seed})"),
    )
}

/// The field of the number of tests, up to `max_tests`.
pub fn test_count_label(max_tests: u64) -> (String, String) {
    (
        format!("Số test (1 – {max_tests})"),
        format!("Number of tests (1 – {max_tests})"),
    )
}

pub const MAKE_TESTS: Words = ("Tạo test", "Make tests");
pub const OTHER_TESTS: Words = ("Bộ test khác", "Other tests");
pub const DOWNLOAD_ALL: Words = ("Tải cả bộ test (.zip)", "Download every test (.zip)");
pub const DOWNLOAD_FAILED: Words = (
    "Không tải về được (tệp nén không tải được: mất mạng?). Hãy thử lại, hoặc tải từng tệp.",
    "The download did not work (the zip writer could not load: offline?). Try again, or download the files one by one.",
);

pub const NO_TESTS: Words = (
    "Chưa có test: chọn mã bộ test và số test rồi bấm “Tạo test”.",
    "No tests yet: choose a test code and a count, then press “Make tests”.",
);

/// The status of the run of `count` tests of code `seed`, `size` in all.
pub fn tests_made(seed: u64, count: usize, size: &str, lang: Lang) -> String {
    lang.pick(
        format!("Bộ test mã {seed}: {count} test, {size} cả dữ liệu vào lẫn đáp án."),
        format!("Test code {seed}: {count} tests, {size} of inputs and answers."),
    )
}

/// What the first test is (the second is [`LARGEST`], the others [`RANDOM`]).
pub const SMALLEST: Words = ("nhỏ nhất", "the smallest");
pub const LARGEST: Words = ("lớn nhất", "the largest");
pub const RANDOM: Words = ("ngẫu nhiên", "random");

/// The head of test `index` (from 0): what it is (`kind`), its lines and its `size`.
pub fn test_head(
    index: usize,
    (kind_vi, kind_en): Words,
    lines: usize,
    size: &str,
) -> (String, String) {
    (
        format!("Test {}, {kind_vi}: {lines} dòng, {size}", index + 1),
        format!("Test {}, {kind_en}: {lines} lines, {size}", index + 1),
    )
}

pub const DOWNLOAD_INPUT: Words = ("Tải dữ liệu vào (.in)", "Download the input (.in)");
pub const DOWNLOAD_ANSWER: Words = ("Tải đáp án (.out)", "Download the answer (.out)");

/// The full name of test `index`'s (from 0) input download.
pub fn download_input_of(index: usize) -> (String, String) {
    (
        format!("Tải dữ liệu vào của test {}", index + 1),
        format!("Download the input of test {}", index + 1),
    )
}

/// The full name of test `index`'s (from 0) answer download.
pub fn download_answer_of(index: usize) -> (String, String) {
    (
        format!("Tải đáp án của test {}", index + 1),
        format!("Download the answer of test {}", index + 1),
    )
}

pub const SHOW_INPUT: Words = ("Xem dữ liệu vào", "Show the input");

pub const JUDGE_YOUR_OUTPUT: Words = ("Chấm kết quả của bạn", "Judge your output");
/// The field choosing the test to judge.
pub const TEST: Words = ("Test", "Test");
pub const YOUR_OUTPUT: Words = (
    "Kết quả chương trình của bạn in ra cho test này",
    "What your program printed for this test",
);
pub const JUDGE: Words = ("Chấm", "Judge");

/// A test's name among the choices, `number` from 1.
pub fn test_choice(number: &str) -> (String, String) {
    (format!("Test {number}"), format!("Test {number}"))
}

/// The verdict line on test `index` (from 0): `sign` (✓ or ✗) and the judge's `verdict`.
pub fn judged(sign: &str, index: usize, verdict: &str, lang: Lang) -> String {
    let test = lang.say(TEST);
    format!("{sign} {test} {}: {verdict}", index + 1)
}
