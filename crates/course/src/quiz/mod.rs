//! Quick checks at the end of a lesson: a few questions drawn at random from one lesson's
//! ideas, each with its instance made fresh from a seed, its answer computed by the solver, and
//! the reason a learner reads once they have answered.
//!
//! A question is answered in one of three ways ([`Form`]): a number typed (a Grundy value, a
//! nim-sum, a count), a pick between W and L (the player to move wins or loses), or a pick among
//! a few [`Choice`]s (which move wins, which formula fits). [`Question::check`] says whether a
//! [`Response`] is right; a wrong typed number is a wrong answer, but text that is not a number
//! is refused by [`Question::read_number`] with a message at the field and never counts.
//!
//! Every question of a topic comes from one generator ([`Topic::quiz`]); the same topic and
//! seed give the same questions on every machine, so a teacher's link (`#quiz.seed=…`) opens
//! the same quiz for a whole class.

#[cfg(feature = "quiz-adhoc")]
mod adhoc;
#[cfg(feature = "quiz-graphs")]
mod graphs;
#[cfg(feature = "quiz-grundy")]
mod grundy;
#[cfg(feature = "quiz-grundy-advanced")]
mod grundy_advanced;
#[cfg(feature = "quiz-nim")]
mod nim;
#[cfg(feature = "quiz-score")]
mod score;
#[cfg(feature = "quiz-win-lose")]
mod win_lose;
#[cfg(feature = "quiz-wythoff")]
mod wythoff;

use nimlab_solver::input::{parse_number, Field, InputError};
use nimlab_solver::lang::{Lang, Localized};
use nimlab_solver::mex::join;
use nimlab_solver::outcome::Outcome;
use nimlab_solver::random::Rng;
use nimlab_solver::subtraction::MoveSet;

/// One option of a multiple-choice question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub label: Localized,
    pub right: bool,
}

/// How a question is answered, with what is right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// A whole number typed in a field, in `0..=max`.
    Number { answer: u64, max: u64 },
    /// W or L: whether the player to move wins.
    Outcome(Outcome),
    /// One of the choices (exactly one is right).
    Choice(Vec<Choice>),
}

/// What a learner answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Response {
    Number(u64),
    Outcome(Outcome),
    Choice(usize),
}

/// One question of a quiz.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub prompt: Localized,
    pub form: Form,
    /// Why the right answer is right (shown once answered, right or wrong).
    pub reason: Localized,
}

/// The field of a typed answer.
pub const ANSWER: Field = Field::new("answer", "Đáp số", "Answer", "3");

impl Question {
    /// Whether `response` is the right answer.
    pub fn check(&self, response: Response) -> bool {
        match (&self.form, response) {
            (Form::Number { answer, .. }, Response::Number(given)) => *answer == given,
            (Form::Outcome(truth), Response::Outcome(given)) => *truth == given,
            (Form::Choice(choices), Response::Choice(index)) => {
                choices.get(index).is_some_and(|choice| choice.right)
            }
            _ => false,
        }
    }

    /// Reads a typed answer: a whole number in `0..=max`, else the reason at the field.
    pub fn read_number(&self, text: &str) -> Result<u64, InputError> {
        let max = match &self.form {
            Form::Number { max, .. } => *max,
            _ => u64::MAX,
        };
        parse_number(text, ANSWER, 0, max)
    }

    /// The right answer in words: `5`, `W`, or the right choice's label.
    pub fn answer(&self, lang: Lang) -> String {
        match &self.form {
            Form::Number { answer, .. } => answer.to_string(),
            Form::Outcome(outcome) => outcome.letter().to_string(),
            Form::Choice(choices) => choices
                .iter()
                .find(|choice| choice.right)
                .map(|choice| choice.label.get(lang).to_string())
                .unwrap_or_default(),
        }
    }
}

/// The lessons that end with a quiz, by the `data-topic` of their placeholder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    WinLose,
    Nim,
    Grundy,
    GrundyAdvanced,
    Wythoff,
    Graphs,
    Score,
    Adhoc,
}

/// The topic's name in `data-topic`.
pub const TOPICS: &[(&str, Topic)] = &[
    ("win-lose", Topic::WinLose),
    ("nim", Topic::Nim),
    ("grundy", Topic::Grundy),
    ("grundy-advanced", Topic::GrundyAdvanced),
    ("wythoff", Topic::Wythoff),
    ("graphs", Topic::Graphs),
    ("score", Topic::Score),
    ("adhoc", Topic::Adhoc),
];

/// Questions in a quiz.
pub const QUESTIONS: usize = 5;

impl Topic {
    /// The topic a placeholder names.
    pub fn from_name(name: &str) -> Option<Topic> {
        TOPICS
            .iter()
            .find(|(known, _)| *known == name.trim())
            .map(|&(_, topic)| topic)
    }

    pub fn name(self) -> &'static str {
        TOPICS
            .iter()
            .find(|(_, topic)| *topic == self)
            .map_or("", |(name, _)| name)
    }

    /// The lesson's title, for the quiz's heading.
    pub fn title(self) -> Localized {
        let (vi, en) = match self {
            Topic::WinLose => ("thắng và thua", "winning and losing"),
            Topic::Nim => ("Nim và XOR", "Nim and XOR"),
            Topic::Grundy => ("số Grundy", "Grundy numbers"),
            Topic::GrundyAdvanced => ("Grundy nâng cao", "more Grundy"),
            Topic::Wythoff => ("Wythoff và Fibonacci", "Wythoff and Fibonacci"),
            Topic::Graphs => ("trò chơi trên đồ thị", "games on graphs"),
            Topic::Score => ("trò chơi tính điểm", "score games"),
            Topic::Adhoc => ("mẹo giải riêng", "ad hoc ideas"),
        };
        Localized::new(vi, en)
    }

    /// [`QUESTIONS`] questions on the topic, the same for the same seed; `None` when this
    /// build leaves the topic out (a lesson page's build holds its own quiz only, see the
    /// features `quiz-<topic>`).
    pub fn quiz(self, seed: u64) -> Option<Vec<Question>> {
        let mut rng = Rng::new(seed);
        Some(self.makers()?.iter().map(|make| make(&mut rng)).collect())
    }

    fn makers(self) -> Option<&'static [Maker]> {
        match self {
            #[cfg(feature = "quiz-win-lose")]
            Topic::WinLose => Some(win_lose::MAKERS),
            #[cfg(feature = "quiz-nim")]
            Topic::Nim => Some(nim::MAKERS),
            #[cfg(feature = "quiz-grundy")]
            Topic::Grundy => Some(grundy::MAKERS),
            #[cfg(feature = "quiz-grundy-advanced")]
            Topic::GrundyAdvanced => Some(grundy_advanced::MAKERS),
            #[cfg(feature = "quiz-wythoff")]
            Topic::Wythoff => Some(wythoff::MAKERS),
            #[cfg(feature = "quiz-graphs")]
            Topic::Graphs => Some(graphs::MAKERS),
            #[cfg(feature = "quiz-score")]
            Topic::Score => Some(score::MAKERS),
            #[cfg(feature = "quiz-adhoc")]
            Topic::Adhoc => Some(adhoc::MAKERS),
            #[allow(unreachable_patterns)]
            _ => None,
        }
    }
}

/// Makes one question from the quiz's random numbers.
pub type Maker = fn(&mut Rng) -> Question;

/// `choices` with the right one at a random place: `right` first in the list given.
pub fn shuffled(rng: &mut Rng, right: Localized, wrong: Vec<Localized>) -> Form {
    let mut choices: Vec<Choice> = std::iter::once(Choice {
        label: right,
        right: true,
    })
    .chain(wrong.into_iter().map(|label| Choice {
        label,
        right: false,
    }))
    .collect();
    for i in (1..choices.len()).rev() {
        let j = rng.range(0, i as u64) as usize;
        choices.swap(i, j);
    }
    Form::Choice(choices)
}

/// Up to `count` items taken at random from `items`.
pub fn pick<T>(rng: &mut Rng, mut items: Vec<T>, count: usize) -> Vec<T> {
    let mut out = Vec::new();
    while out.len() < count && !items.is_empty() {
        let i = rng.range(0, items.len() as u64 - 1) as usize;
        if i < items.len() {
            out.push(items.swap_remove(i));
        }
    }
    out
}

/// `{1, 3, 4}`, as the lessons write a move set.
pub fn set(moves: &MoveSet) -> String {
    format!("{{{}}}", join(moves.values().iter()))
}

/// What the topics' tests read from a question's form.
#[cfg(test)]
pub(crate) mod test_forms {
    use super::{Choice, Form, Question};

    pub fn choices(q: &Question) -> &[Choice] {
        match &q.form {
            Form::Choice(choices) => choices,
            _ => panic!("not a choice"),
        }
    }

    pub fn number(q: &Question) -> u64 {
        match q.form {
            Form::Number { answer, .. } => answer,
            _ => panic!("not a number"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every topic, many seeds: five questions, each answerable, its right answer accepted and
    /// a wrong one refused, texts in both languages, choices distinct with exactly one right.
    #[test]
    fn every_quiz_is_well_formed() {
        for &(name, topic) in TOPICS {
            assert_eq!(Topic::from_name(name), Some(topic));
            for seed in 1..=300 {
                let quiz = topic.quiz(seed).expect("every topic in the default build");
                assert_eq!(quiz.len(), QUESTIONS, "{name} seed {seed}");
                assert_eq!(
                    Some(&quiz),
                    topic.quiz(seed).as_ref(),
                    "{name}: the same seed, the same quiz"
                );
                for question in &quiz {
                    let what = format!("{name} seed {seed}: {}", question.prompt.en);
                    for text in [&question.prompt, &question.reason] {
                        assert!(
                            !text.vi.trim().is_empty() && !text.en.trim().is_empty(),
                            "{what}"
                        );
                        assert_ne!(text.vi, text.en, "{what}: not translated");
                    }
                    match &question.form {
                        Form::Number { answer, max } => {
                            assert!(answer <= max, "{what}");
                            assert!(question.check(Response::Number(*answer)), "{what}");
                            assert!(!question.check(Response::Number(answer + 1)), "{what}");
                            assert_eq!(question.read_number(&answer.to_string()), Ok(*answer));
                        }
                        Form::Outcome(outcome) => {
                            assert!(question.check(Response::Outcome(*outcome)), "{what}");
                            let other = match outcome {
                                Outcome::Win => Outcome::Lose,
                                Outcome::Lose => Outcome::Win,
                            };
                            assert!(!question.check(Response::Outcome(other)), "{what}");
                        }
                        Form::Choice(choices) => {
                            assert!((2..=5).contains(&choices.len()), "{what}");
                            assert_eq!(choices.iter().filter(|c| c.right).count(), 1, "{what}");
                            let mut labels: Vec<&str> =
                                choices.iter().map(|c| c.label.en.as_ref()).collect();
                            labels.sort_unstable();
                            labels.dedup();
                            assert_eq!(labels.len(), choices.len(), "{what}: two choices alike");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_typed_answer_that_is_not_a_number_is_refused_not_wrong() {
        let question = Question {
            prompt: Localized::new("?", "?!"),
            form: Form::Number {
                answer: 3,
                max: 100,
            },
            reason: Localized::new("vì", "because"),
        };
        assert!(question.read_number("abc").is_err());
        assert!(question.read_number("").is_err());
        assert!(question.read_number("-1").is_err());
        assert!(question.read_number("101").is_err());
        assert_eq!(question.read_number(" 3 "), Ok(3));
    }
}
