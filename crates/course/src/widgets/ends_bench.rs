//! The `ends-bench` widget: the three fills of the interval DP timed on the learner's browser,
//! with their median times, their ratios to the fastest and the memory each uses.

use nimlab_solver::Lang;

use super::Words;

pub const TITLE: Words = (
    "Đo trên máy của bạn: ba cách điền, cùng một công thức",
    "Measure it on your machine: three fills, one formula",
);
pub const INTRO: Words = (
    "Máy tạo một dãy ngẫu nhiên dài n rồi tính hiệu số dp[0][n−1] bằng ba cách: bảng n × n điền theo độ dài, \
     bảng n × n điền theo hàng (từ hàng dưới cùng lên), và mảng cuộn chỉ n ô. Mỗi cách chạy 5 lần, lần lượt xen kẽ nhau; \
     bảng dưới ghi thời gian trung vị và tỉ lệ với cách nhanh nhất. Hãy đoán trước: cách nào về nhất, cách nào về bét, và chậm hơn bao nhiêu lần?",
    "A random row of length n is solved for the score difference dp[0][n−1] in three ways: the n × n grid filled by length, \
     the n × n grid filled by rows (from the bottom row up), and the rolled array of only n cells. Each runs 5 times, taking turns; \
     the table shows the median times and their ratios to the fastest. Guess first: which comes first, which comes last, and how many times slower?",
);

// The form and the progress of a run.

/// The field of n.
pub const ROW_LENGTH: Words = ("Độ dài dãy n", "Row length n");
pub const MEASURE: Words = ("Đo", "Measure");
pub const CANCEL: Words = ("Hủy", "Cancel");

pub const NOT_MEASURED: Words = (
    "Chưa đo. Bấm “Đo” (hoặc Enter trong ô n) để bắt đầu.",
    "Not measured yet. Press “Measure” (or Enter in the n field) to start.",
);

/// The progress of a run with `n`: `done` of `total` runs, the method `next` to run.
pub fn measuring(n: usize, done: usize, total: usize, next: &str, lang: Lang) -> String {
    lang.pick(
        format!("Đang đo với n = {n}: xong {done} / {total} lần chạy; tiếp theo là {next}. Trang vẫn dùng được trong lúc đo."),
        format!("Measuring with n = {n}: {done} of {total} runs done; next, {next}. The page stays usable meanwhile."),
    )
}

pub fn cancelled(done: usize, total: usize, lang: Lang) -> String {
    lang.pick(
        format!("Đã hủy sau {done} / {total} lần chạy; chưa có kết quả mới."),
        format!("Cancelled after {done} of {total} runs; no new result."),
    )
}

pub fn finished(total: usize, lang: Lang) -> String {
    lang.pick(
        format!("Xong {total} / {total} lần chạy."),
        format!("All {total} runs done."),
    )
}

// The table.

/// The table's column headings.
pub const HEADS: [Words; 6] = [
    ("Cách tính", "Method"),
    ("Thời gian (trung vị)", "Time (median)"),
    ("Tỉ lệ với cách nhanh nhất", "Ratio to the fastest"),
    ("Số ô", "Cells"),
    ("Bộ nhớ", "Memory"),
    ("dp[0][n−1]", "dp[0][n−1]"),
];
pub const GRID_BY_LENGTH: Words = ("Bảng n × n, theo độ dài", "n × n grid, by length");
pub const GRID_BY_ROWS: Words = ("Bảng n × n, theo hàng", "n × n grid, by rows");
pub const ROLLED_ARRAY: Words = ("Mảng cuộn, n ô", "Rolled array, n cells");

/// The line above the table, for n written `shown`: the latest measurement's, or the memory
/// alone before any.
pub fn caption(shown: &str, measured: bool, lang: Lang) -> String {
    match measured {
        true => lang.pick(
            format!("Kết quả lần đo gần nhất, n = {shown}:"),
            format!("The latest measurement, n = {shown}:"),
        ),
        false => lang.pick(
            format!("Bộ nhớ cần với n = {shown} (thời gian có sau khi đo):"),
            format!("Memory needed for n = {shown} (times come with a measurement):"),
        ),
    }
}

/// What the times depend on, under the results.
pub const CAVEAT: Words = (
    "Thời gian thay đổi theo máy, trình duyệt và những gì đang chạy cùng lúc; hãy so tỉ lệ hơn là từng con số. \
     Thời gian của hai bảng n × n gồm cả việc cấp phát và xóa n × n ô. Đây là WebAssembly trong trình duyệt, không phải C++ đã biên dịch, nên tỉ lệ có thể khác số đo trong bài.",
    "Times vary between machines, browsers and whatever else is running; compare the ratios rather than single numbers. \
     The times of both n × n grids include allocating and clearing the n × n cells. This is WebAssembly in a browser, not compiled C++, so the ratios may differ from the lesson's figures.",
);
