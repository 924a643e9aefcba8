//! The quiz widget's own words around a lesson's quick check (its questions are in
//! [`crate::quiz`]): the title, the controls, the verdicts and the score.

use nimlab_solver::{Lang, Localized};

use super::Words;

/// The title, with the lesson's name `lesson`.
pub fn title(lesson: &Localized) -> (String, String) {
    (
        format!("Kiểm tra nhanh: {}", lesson.vi),
        format!("Quick check: {}", lesson.en),
    )
}

pub const INTRO: Words = (
    "Năm câu hỏi về bài vừa học, số liệu mỗi đề một khác. Trả lời câu nào trước cũng được: mỗi câu được chấm ngay, kèm lời giải thích.",
    "Five questions on this lesson, with new numbers in every quiz. Answer them in any order: each one is judged at once, with the reason.",
);

/// The refusal of a topic `shown` that names no lesson; `known` lists the topics.
pub fn unknown_topic(shown: &str, known: &str) -> (String, String) {
    (
        format!("không có bài kiểm tra nào về “{shown}”; các chủ đề có: {known}."),
        format!("there is no quiz on “{shown}”; the topics are: {known}."),
    )
}

/// The refusal of a topic whose quiz this page's build does not hold.
pub fn not_in_build(topic: &str) -> (String, String) {
    (
        format!("trang này không kèm bài kiểm tra về “{topic}”."),
        format!("this page does not carry the quiz on “{topic}”."),
    )
}

pub const NEW_QUIZ: Words = ("Đề mới", "New quiz");
/// The field of a number answer.
pub const ANSWER_FIELD: Words = ("Đáp số", "Answer");

/// The line naming the quiz by its seed.
pub fn quiz_code(seed: u64, lang: Lang) -> String {
    lang.pick(
        format!("Mã đề {seed}: đường dẫn của trang mở lại đúng đề này."),
        format!("Quiz {seed}: the page's link opens this very quiz."),
    )
}

/// The verdict of a right answer, with the question's `reason`.
pub fn right(reason: &str, lang: Lang) -> String {
    lang.pick(format!("✓ Đúng. {reason}"), format!("✓ Right. {reason}"))
}

/// The verdict of a wrong answer: the right `answer` and the question's `reason`.
pub fn wrong(answer: &str, reason: &str, lang: Lang) -> String {
    lang.pick(
        format!("✗ Chưa đúng: đáp án là {answer}. {reason}"),
        format!("✗ Not right: the answer is {answer}. {reason}"),
    )
}

pub fn score(right: usize, total: usize, answered: usize, lang: Lang) -> String {
    lang.pick(
        format!("Điểm: {right} / {total} (đã trả lời {answered} câu)"),
        format!("Score: {right} / {total} ({answered} answered)"),
    )
}

/// The summary once every question is answered right.
pub const ALL_RIGHT: Words = (
    "Xong: đúng cả năm câu! Bấm “Đề mới” để thử với số liệu khác.",
    "Done: all five right! Press “New quiz” to try other numbers.",
);

/// The summary once every question is answered, some wrong.
pub fn some_right(right: usize, total: usize, lang: Lang) -> String {
    lang.pick(
        format!("Xong: đúng {right} / {total} câu. Đọc lại lời giải thích của câu sai, rồi bấm “Đề mới” để làm một đề khác."),
        format!("Done: {right} of {total} right. Read the reasons under the wrong answers again, then press “New quiz” for another one."),
    )
}
