//! The two languages of the site. Vietnamese is the default; English is second.

use std::borrow::Cow;

/// A language a message can be written in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    Vi,
    En,
}

impl Lang {
    /// The BCP 47 tag used in `lang` attributes and in the `lang` URL parameter.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Vi => "vi",
            Lang::En => "en",
        }
    }

    /// Reads a `lang` value; anything that is not a known tag falls back to Vietnamese.
    pub fn from_code(code: &str) -> Lang {
        if code.trim().eq_ignore_ascii_case("en") {
            Lang::En
        } else {
            Lang::Vi
        }
    }

    /// Picks the text written for this language.
    pub fn pick<T>(self, vi: T, en: T) -> T {
        match self {
            Lang::Vi => vi,
            Lang::En => en,
        }
    }

    /// [`Lang::pick`] of a pair written `(vi, en)`.
    pub fn say<T>(self, (vi, en): (T, T)) -> T {
        self.pick(vi, en)
    }
}

/// A text in both languages of the site: the one type every crate gives a reader's text in,
/// whether a trace's sentence, a refused input, a quiz's question or a lesson's passage. A text
/// written in the sources is borrowed ([`Localized::fixed`], usable in a `const`); one made at
/// run time is owned.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "wasm", derive(serde::Serialize))]
pub struct Localized {
    pub vi: Cow<'static, str>,
    pub en: Cow<'static, str>,
}

impl Localized {
    pub fn new(vi: impl Into<Cow<'static, str>>, en: impl Into<Cow<'static, str>>) -> Localized {
        Localized {
            vi: vi.into(),
            en: en.into(),
        }
    }

    /// A text written in the sources.
    pub const fn fixed(vi: &'static str, en: &'static str) -> Localized {
        Localized {
            vi: Cow::Borrowed(vi),
            en: Cow::Borrowed(en),
        }
    }

    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        lang.pick(&self.vi, &self.en)
    }
}
