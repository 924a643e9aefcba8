//! Decimals written with integer arithmetic.
//!
//! Rust's float formatting (`{:.1}`, `{}` on an `f64`) brings Grisu and Dragon4 into the wasm:
//! about 15 KB of every front-end build, for a handful of coordinates, zoom factors and timings.
//! These cover what the site prints: a few decimals of numbers far below 2^53. And Rust's
//! formatting of a 128-bit integer is some 1.5 KB of wasm of its own, for the few messages that
//! quote a number typed past `i64`: [`integer`] writes those.

/// `value` rounded to `places` decimals (half away from zero), with a point.
pub fn fixed(value: f64, places: usize) -> String {
    // 10^18 is the largest power of ten an i64 holds.
    let scale = 10_i64.pow(places.min(18) as u32);
    // Beyond what an i64 holds the `as` saturates.
    let scaled = (value * scale as f64).round() as i64;
    let sign = if scaled < 0 { "-" } else { "" };
    let (whole, part) = (
        scaled.unsigned_abs() / scale as u64,
        scaled.unsigned_abs() % scale as u64,
    );
    if places == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{part:0places$}")
    }
}

/// `value` to three decimals at most, with no trailing zeros ("34", "12.5"): what `{}` prints
/// for the coordinates of a drawing.
pub fn number(value: f64) -> String {
    let text = fixed(value, 3);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_string()
    } else {
        text.to_string()
    }
}

/// The decimal text of `value`, as `value.to_string()` writes it: through `i64`'s formatting
/// where the value fits (nearly always), else by doubling a row of decimal digits once per bit.
pub fn integer(value: i128) -> String {
    if let Ok(small) = i64::try_from(value) {
        return small.to_string();
    }
    let magnitude = value.unsigned_abs();
    // Least significant digit first.
    let mut digits: Vec<u8> = vec![0];
    for bit in (0..128).rev() {
        let mut carry = u8::from((magnitude >> bit) & 1 == 1);
        for digit in digits.iter_mut() {
            let doubled = *digit * 2 + carry;
            *digit = doubled % 10;
            carry = doubled / 10;
        }
        if carry > 0 {
            digits.push(carry);
        }
    }
    let mut text = String::with_capacity(digits.len() + 1);
    if value < 0 {
        text.push('-');
    }
    text.extend(digits.iter().rev().map(|digit| char::from(b'0' + digit)));
    text
}

#[cfg(test)]
mod tests {
    use super::{fixed, integer, number};

    #[test]
    fn integers_are_written_as_to_string_writes_them() {
        let mut values = vec![0, 1, -1, 9, 10, -10, i128::MAX, i128::MIN, i128::MIN + 1];
        for shift in 0..127 {
            let power = 1_i128 << shift;
            values.extend([power, power - 1, power + 1, -power, 1 - power, -power - 1]);
        }
        let mut ten = 1_i128;
        while let Some(next) = ten.checked_mul(10) {
            ten = next;
            values.extend([ten, ten - 1, -ten, 1 - ten, ten / 7 * 3]);
        }
        values.extend([i128::from(i64::MAX) + 1, i128::from(i64::MIN) - 1]);
        for value in values {
            assert_eq!(integer(value), value.to_string());
        }
    }

    #[test]
    fn fixed_rounds_to_the_places_asked() {
        assert_eq!(fixed(0.6, 3), "0.600");
        assert_eq!(fixed(1.0 / 3.0, 3), "0.333");
        assert_eq!(fixed(2.0 / 3.0, 3), "0.667");
        assert_eq!(fixed(812.49, 0), "812");
        assert_eq!(fixed(812.5, 0), "813");
        assert_eq!(fixed(-3.25, 1), "-3.3");
        assert_eq!(fixed(-0.04, 1), "0.0");
        assert_eq!(fixed(0.0, 4), "0.0000");
        assert_eq!(fixed(61.80339887, 4), "61.8034");
        for tenths in -500..500 {
            let value = f64::from(tenths) / 10.0;
            assert_eq!(fixed(value, 1), format!("{value:.1}"), "{value}");
        }
    }

    #[test]
    fn number_prints_what_display_would_for_a_drawing() {
        for value in [0.0, 34.0, 320.0, 12.5, 0.3, -7.0, 101.25, 52.125, 19.8] {
            assert_eq!(number(value), format!("{value}"));
        }
        assert_eq!(number(2.0 / 3.0), "0.667");
        assert_eq!(number(-0.0001), "0");
    }
}
