//! The two languages of the site. Vietnamese is the default; English is second.

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
}
