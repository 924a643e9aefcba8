//! Nimbers: the Grundy values `*n` with their own addition and multiplication.
//!
//! **Rule (definition).** The nim-sum and nim-product of `a` and `b` are
//! `a ⊕ b = mex({a' ⊕ b : a' < a} ∪ {a ⊕ b' : b' < b})` and
//! `a ⊗ b = mex{(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b}`.
//!
//! **Theorems used.** (1) The nim-sum is the bitwise XOR (both are "addition without carry";
//! the mex excludes exactly the XORs of smaller pairs). (2) Under ⊕ and ⊗ the naturals form a
//! field of characteristic 2 in which the first `2^(2^k)` values are a subfield, and every Fermat
//! 2-power `F = 2^(2^k)` satisfies `F ⊗ x = F · x` for `x < F` and `F ⊗ F = F ⊕ F/2` (Conway,
//! *On Numbers and Games*, ch. 6). Writing `a = a₁F ⊕ a₀` and `b = b₁F ⊕ b₀` with halves below
//! `F` then gives
//! `a ⊗ b = ((a₀ ⊕ a₁) ⊗ (b₀ ⊕ b₁) ⊕ a₀ ⊗ b₀) · F ⊕ (a₀ ⊗ b₀ ⊕ (a₁ ⊗ b₁) ⊗ F/2)`:
//! three half-size products (Karatsuba's trick) and one product by the constant `F/2`. Proof
//! idea: expand `(a₁F ⊕ a₀)(b₁F ⊕ b₀)` with the field laws and replace `F ⊗ F`. That recursion
//! fills two memo tables once (all 8-bit products, and each byte times each product of two
//! byte positions); [`nim_product`] then needs at most 64 pairs of lookups.

use std::sync::OnceLock;

use crate::input::{Field, InputError};
use crate::sorting;

/// The first operand.
pub const A: Field = Field::new("a", "Số a", "Number a", "2");
/// The second operand.
pub const B: Field = Field::new("b", "Số b", "Number b", "3");
/// The operation: `add` or `mul`.
pub const OP: Field = Field::new("op", "Phép toán", "Operation", "mul");
/// The side of a multiplication table.
pub const SIZE: Field = Field::new("size", "Kích thước bảng", "Table size", "16");

/// The sides a table may have: the subfields `2^(2^k)` for `k = 0..=3`.
pub const TABLE_SIZES: [usize; 4] = [2, 4, 16, 256];

/// Nim-sum: the bitwise XOR.
pub fn nim_sum(a: u64, b: u64) -> u64 {
    a ^ b
}

/// The two operations a query can ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Add,
    Mul,
}

impl Op {
    /// Reads `add` or `mul` (also `+`, `*`, `⊕`, `⊗`, and the widget's `sum` and `product`).
    pub fn parse(text: &str) -> Result<Op, InputError> {
        match text.trim() {
            "add" | "+" | "⊕" | "sum" => Ok(Op::Add),
            "mul" | "*" | "⊗" | "product" => Ok(Op::Mul),
            _ => Err(InputError::custom(
                OP,
                format!(
                    "“{}” không phải là phép toán; hãy ghi add hoặc mul.",
                    crate::input::quote(text)
                ),
                format!(
                    "“{}” is not an operation; write add or mul.",
                    crate::input::quote(text)
                ),
            )),
        }
    }

    pub fn apply(self, a: u64, b: u64) -> u64 {
        match self {
            Op::Add => nim_sum(a, b),
            Op::Mul => nim_product(a, b),
        }
    }

    /// The name [`Op::parse`] reads back: `add` or `mul`.
    pub fn name(self) -> &'static str {
        match self {
            Op::Add => "add",
            Op::Mul => "mul",
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Op::Add => "⊕",
            Op::Mul => "⊗",
        }
    }

    /// Whether the mex definition of `cell` (see [`mex_step`]) reads the smaller cell `other`
    /// of the table: for ⊕ the cells to its left and above it in its row and column, for ⊗
    /// every cell of the rectangle above and to the left of it (each `a′ ⊗ b′` with the
    /// `a′ ⊗ b` and `a ⊗ b′` of its row and column).
    pub fn mex_reads(self, cell: (u64, u64), other: (u64, u64)) -> bool {
        let ((a, b), (x, y)) = (cell, other);
        match self {
            Op::Add => (x == a && y < b) || (y == b && x < a),
            Op::Mul => x <= a && y <= b && (x, y) != (a, b),
        }
    }
}

/// Products of all pairs below 256 (64 KiB), filled once by the recursion without a table.
fn small_products() -> &'static [[u8; 256]; 256] {
    static TABLE: OnceLock<Box<[[u8; 256]; 256]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = Box::new([[0u8; 256]; 256]);
        for (a, row) in table.iter_mut().enumerate() {
            for (b, cell) in row.iter_mut().enumerate() {
                // Both factors are below 256 = 2^(2^3), a subfield, so the product is too.
                *cell = product_in(a as u64, b as u64, 8, None) as u8;
            }
        }
        table
    })
}

/// The product of `a, b < 2^bits` (`bits` a power of two), using `small` for 8-bit factors
/// when it is given.
fn product_in(a: u64, b: u64, bits: u32, small: Option<&[[u8; 256]; 256]>) -> u64 {
    if a <= 1 || b <= 1 {
        // 0 and 1 behave as in ordinary arithmetic.
        return a * b;
    }
    if bits == 8 {
        if let Some(table) = small {
            // Both are below 256 here, so the casts keep every bit.
            return u64::from(table[a as usize & 0xff][b as usize & 0xff]);
        }
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0) = (a >> half, a & mask);
    let (b1, b0) = (b >> half, b & mask);
    let low = product_in(a0, b0, half, small);
    let mixed = product_in(a0 ^ a1, b0 ^ b1, half, small);
    let high = product_in(a1, b1, half, small);
    // F ⊗ F = F ⊕ F/2, so a₁b₁·F² contributes a₁b₁ to the high half and a₁b₁ ⊗ F/2 to the low.
    let high_times_half_f = product_in(high, 1 << (half - 1), half, small);
    ((mixed ^ low) << half) | (low ^ high_times_half_f)
}

/// `BYTE_PRODUCTS[i][j][x] = x ⊗ (2^(8i) ⊗ 2^(8j))` for every byte `x`: the product by a fixed
/// nimber is linear over GF(2), so one table per pair of byte positions covers every byte.
type BytePairTable = [[[u64; 256]; 8]; 8];

fn byte_products() -> &'static BytePairTable {
    static TABLE: OnceLock<Box<BytePairTable>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let small = small_products();
        let mut table = Box::new([[[0u64; 256]; 8]; 8]);
        for (i, row) in table.iter_mut().enumerate() {
            for (j, cells) in row.iter_mut().enumerate() {
                let basis = product_in(1 << (8 * i), 1 << (8 * j), 64, Some(small));
                for (x, cell) in cells.iter_mut().enumerate() {
                    *cell = product_in(x as u64, basis, 64, Some(small));
                }
            }
        }
        table
    })
}

/// Nim-product of any two `u64`s (the result is a `u64`: the first 2^64 nimbers are a field).
///
/// Split both into bytes, `a = ⊕ a_i·2^(8i)`; since `a_i·2^(8i) = a_i ⊗ 2^(8i)` (a byte times a
/// product of distinct Fermat powers above it), `a ⊗ b = ⊕_{i,j} (a_i ⊗ b_j) ⊗ (2^(8i) ⊗ 2^(8j))`:
/// one lookup in the 8-bit table and one in the byte-pair table per pair of nonzero bytes.
pub fn nim_product(a: u64, b: u64) -> u64 {
    if a < 256 && b < 256 {
        return u64::from(small_products()[a as usize][b as usize]);
    }
    let (small, pairs) = (small_products(), byte_products());
    let a_bytes = a.to_le_bytes();
    let b_bytes = b.to_le_bytes();
    let mut result = 0;
    for (row, &x) in pairs.iter().zip(&a_bytes) {
        if x == 0 {
            continue;
        }
        let products = &small[usize::from(x)];
        for (cells, &y) in row.iter().zip(&b_bytes) {
            result ^= cells[usize::from(products[usize::from(y)])];
        }
    }
    result
}

/// The product by the recursion on halves alone (the definition the tables are built from).
pub fn nim_product_recursive(a: u64, b: u64) -> u64 {
    product_in(a, b, 64, None)
}

/// `a` to the power `e` under ⊗.
pub fn nim_power(a: u64, mut e: u64) -> u64 {
    let (mut base, mut result) = (a, 1u64);
    while e > 0 {
        if e & 1 == 1 {
            result = nim_product(result, base);
        }
        base = nim_product(base, base);
        e >>= 1;
    }
    result
}

/// The inverse of `a` under ⊗, `None` for 0. In the field of 2^64 elements `a^(2^64 − 1) = 1`,
/// so `a^(2^64 − 2)` is the inverse; it lies in the smallest subfield that holds `a`.
pub fn nim_inverse(a: u64) -> Option<u64> {
    (a != 0).then(|| nim_power(a, u64::MAX - 1))
}

/// The side of a nim-multiplication table: one of [`TABLE_SIZES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableSize(usize);

impl TableSize {
    /// Checks that `size` is 2, 4, 16 or 256: only those first values are closed under ⊗.
    pub fn new(size: u64) -> Result<TableSize, InputError> {
        TABLE_SIZES
            .iter()
            .find(|&&s| s as u64 == size)
            .map(|&s| TableSize(s))
            .ok_or_else(|| {
                InputError::custom(
                    SIZE,
                    format!("{size} không phải là kích thước của một trường con; hãy chọn 2, 4, 16 hoặc 256."),
                    format!("{size} is not the size of a subfield; choose 2, 4, 16 or 256."),
                )
            })
    }

    pub fn get(self) -> usize {
        self.0
    }
}

/// The table of `op` over `0..size`: row `a`, column `b` holds `a op b`.
pub fn operation_table(op: Op, size: TableSize) -> Vec<Vec<u64>> {
    let n = size.get() as u64;
    (0..n)
        .map(|a| (0..n).map(|b| op.apply(a, b)).collect())
        .collect()
}

/// The largest side a table may have in the widgets (a cell's values stay below 256).
pub const MAX_SIDE: u64 = 256;
/// The largest side whose cells are stepped one by one with the mex definition.
pub const MAX_STEP_SIDE: usize = 32;

/// Reads the side of a table of `0..side`: a whole number from 1 to [`MAX_SIDE`].
pub fn parse_side(text: &str) -> Result<usize, InputError> {
    // At most MAX_SIDE, so it fits in usize.
    match crate::input::parse_number(text, SIZE, 0, MAX_SIDE)? {
        0 => Err(InputError::custom(
            SIZE,
            "bảng cần ít nhất 1 hàng.",
            "the table needs at least 1 row.",
        )),
        side => Ok(side as usize),
    }
}

/// One cell of an operation table decided by the mex definition, from the smaller cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MexStep {
    pub op: Op,
    pub a: u64,
    pub b: u64,
    /// How many combinations the definition lists (`a + b` for ⊕, `a · b` for ⊗).
    pub options: u64,
    /// The distinct values they give, increasing.
    pub reached: Vec<u64>,
    pub value: u64,
}

/// `a ⊕ b = mex({a' ⊕ b} ∪ {a ⊕ b'})`, `a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b'}` over `a' < a`,
/// `b' < b`, computed literally (the smaller products from [`nim_product`]). Meant for the
/// small tables a learner steps through: the work is `a · b`.
pub fn mex_step(op: Op, a: u64, b: u64) -> MexStep {
    let mut reached: Vec<u64> = match op {
        Op::Add => (0..a)
            .map(|x| nim_sum(x, b))
            .chain((0..b).map(|y| nim_sum(a, y)))
            .collect(),
        Op::Mul => (0..a)
            .flat_map(|x| {
                (0..b).map(move |y| nim_product(x, b) ^ nim_product(a, y) ^ nim_product(x, y))
            })
            .collect(),
    };
    let options = reached.len() as u64;
    sorting::sort_unique(&mut reached);
    // The values are sorted and distinct, so the mex is the first gap.
    let value = reached
        .iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u64)
        .map_or(reached.len() as u64, |(i, _)| i as u64);
    MexStep {
        op,
        a,
        b,
        options,
        reached,
        value,
    }
}

impl MexStep {
    /// What the step does, in one sentence.
    pub fn sentence(&self, lang: crate::Lang) -> String {
        let (a, b, v) = (self.a, self.b, self.value);
        let set = self
            .reached
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        let n = self.options;
        match self.op {
            Op::Add if n == 0 => lang.pick(
                format!("0 ⊕ 0 = mex ∅ = {v}."),
                format!("0 ⊕ 0 = mex ∅ = {v}."),
            ),
            Op::Add => lang.pick(
                format!(
                    "{a} ⊕ {b}: {n} ô bên trái và phía trên (a′ ⊕ {b} với a′ < {a}, {a} ⊕ b′ với b′ < {b}) \
                     có các giá trị {{{set}}}; số nhỏ nhất vắng mặt là {v}, nên {a} ⊕ {b} = {v}."
                ),
                format!(
                    "{a} ⊕ {b}: the {n} cells to the left and above (a′ ⊕ {b} for a′ < {a}, {a} ⊕ b′ for b′ < {b}) \
                     hold {{{set}}}; the smallest missing value is {v}, so {a} ⊕ {b} = {v}."
                ),
            ),
            Op::Mul if n == 0 => lang.pick(
                format!("{a} ⊗ {b}: không có cặp a′ < {a}, b′ < {b} nào, nên {a} ⊗ {b} = mex ∅ = {v}."),
                format!("{a} ⊗ {b}: there is no pair a′ < {a}, b′ < {b}, so {a} ⊗ {b} = mex ∅ = {v}."),
            ),
            Op::Mul => lang.pick(
                format!(
                    "{a} ⊗ {b}: {n} cặp a′ < {a}, b′ < {b} cho a′⊗{b} ⊕ {a}⊗b′ ⊕ a′⊗b′ ∈ {{{set}}}; \
                     số nhỏ nhất vắng mặt là {v}, nên {a} ⊗ {b} = {v}."
                ),
                format!(
                    "{a} ⊗ {b}: {n} pairs a′ < {a}, b′ < {b} give a′⊗{b} ⊕ {a}⊗b′ ⊕ a′⊗b′ ∈ {{{set}}}; \
                     the smallest missing value is {v}, so {a} ⊗ {b} = {v}."
                ),
            ),
        }
    }
}

/// The sides of the squares the table outlines: the subfields `2^(2^k)` for `k = 1..=3`.
const OUTLINED: [usize; 3] = [4, 16, 256];

/// An operation table of `0..side` filled as the widget steps it: cell by cell, each by the
/// mex definition ([`mex_step`]), up to [`MAX_STEP_SIDE`]; row by row beyond. Nothing is
/// stored: a cell's value is computed when it is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableTrace {
    op: Op,
    side: usize,
}

/// One step of a [`TableTrace`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableStep {
    /// A cell decided by the mex definition.
    Cell(MexStep),
    /// Row `a` filled at once.
    Row { op: Op, a: usize, side: usize },
}

impl TableTrace {
    pub fn new(op: Op, side: usize) -> TableTrace {
        TableTrace { op, side }
    }

    pub fn op(&self) -> Op {
        self.op
    }

    pub fn side(&self) -> usize {
        self.side
    }

    /// Whether the table is stepped cell by cell (else row by row).
    pub fn by_cell(&self) -> bool {
        self.side <= MAX_STEP_SIDE
    }

    pub fn total(&self) -> usize {
        if self.by_cell() {
            self.side * self.side
        } else {
            self.side
        }
    }

    pub fn value(&self, a: usize, b: usize) -> u64 {
        self.op.apply(a as u64, b as u64)
    }

    /// The cell the step at `index` fills, or its row's first cell.
    pub fn cell(&self, index: usize) -> Option<(usize, usize)> {
        (index < self.total()).then(|| match self.by_cell() {
            true => (index / self.side, index % self.side),
            false => (index, 0),
        })
    }

    pub fn step(&self, index: usize) -> Option<TableStep> {
        let (a, b) = self.cell(index)?;
        Some(match self.by_cell() {
            true => TableStep::Cell(mex_step(self.op, a as u64, b as u64)),
            false => TableStep::Row {
                op: self.op,
                a,
                side: self.side,
            },
        })
    }

    /// Whether cell `(a, b)` is filled once `position` steps are taken.
    pub fn filled(&self, position: usize, a: usize, b: usize) -> bool {
        match self.by_cell() {
            true => a * self.side + b < position,
            false => a < position,
        }
    }

    /// The largest value in the table: below the smallest subfield `2^(2^k)` holding `0..side`
    /// for ⊗ (a subfield is closed under ⊗), below the smallest power of two ≥ `side` for ⊕
    /// (XOR never sets a bit above the highest of its operands). At least 1.
    pub fn max_value(&self) -> u64 {
        let side = self.side as u64;
        let bound = match self.op {
            Op::Add => side.next_power_of_two(),
            Op::Mul => [2u64, 4, 16, 256, 1 << 16]
                .into_iter()
                .find(|&f| f >= side)
                .unwrap_or(1 << 32),
        };
        (bound - 1).max(1)
    }

    /// Whether cell `(a, b)` has a thick right and a thick bottom edge: the outline of a
    /// subfield square of side 4, 16 or 256 inside the table.
    pub fn edges(&self, a: usize, b: usize) -> (bool, bool) {
        let edge = |x: usize, y: usize| {
            OUTLINED
                .iter()
                .any(|&f| x + 1 == f && y < f && f < self.side)
        };
        (edge(b, a), edge(a, b))
    }

    /// The sides of the subfield squares inside the table.
    pub fn subfields(&self) -> impl Iterator<Item = usize> + '_ {
        OUTLINED.into_iter().filter(|&f| f <= self.side)
    }
}

impl TableStep {
    /// Whether the step reads cell `(a, b)` (a row reads nothing: it is filled at once).
    pub fn reads(&self, a: usize, b: usize) -> bool {
        match self {
            TableStep::Cell(step) => step.op.mex_reads((step.a, step.b), (a as u64, b as u64)),
            TableStep::Row { .. } => false,
        }
    }

    pub fn sentence(&self, lang: crate::Lang) -> String {
        match self {
            TableStep::Cell(step) => step.sentence(lang),
            TableStep::Row { op, a, side } => {
                let (s, last) = (op.symbol(), side - 1);
                lang.pick(
                    format!(
                        "Hàng {a}: đã điền {a} {s} 0 … {a} {s} {last}. Bảng lớn hơn {MAX_STEP_SIDE} \
                         chỉ để xem và điền theo hàng; từng ô theo định nghĩa mex chỉ có ở bảng \
                         ≤ {MAX_STEP_SIDE}."
                    ),
                    format!(
                        "Row {a}: {a} {s} 0 … {a} {s} {last} are filled. Tables larger than \
                         {MAX_STEP_SIDE} are for looking and fill row by row; the cell-by-cell mex \
                         definition is for tables ≤ {MAX_STEP_SIDE}."
                    ),
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_products_of_fermat_powers() {
        // F ⊗ F = 3F/2 for every Fermat 2-power F = 2^(2^k) (Conway, ONAG ch. 6).
        assert_eq!(nim_product(2, 2), 3);
        assert_eq!(nim_product(4, 4), 6);
        assert_eq!(nim_product(16, 16), 24);
        assert_eq!(nim_product(256, 256), 384);
        assert_eq!(nim_product(1 << 16, 1 << 16), 3 << 15);
        assert_eq!(nim_product(1 << 32, 1 << 32), 3 << 31);
        // Distinct Fermat powers multiply as ordinary numbers.
        assert_eq!(nim_product(2, 4), 8);
        assert_eq!(nim_product(1 << 16, 1 << 32), 1 << 48);
        assert_eq!(nim_product(4, 16 * 256), 4 * 16 * 256);
    }

    #[test]
    fn table_and_recursion_agree() {
        for a in 0..256u64 {
            for b in 0..256u64 {
                assert_eq!(nim_product(a, b), product_in(a, b, 8, None));
            }
        }
        let big = [
            u64::MAX,
            u64::MAX - 1,
            1 << 63,
            0x1234_5678_9abc_def0,
            300,
            1 << 40,
        ];
        for &a in &big {
            for &b in &big {
                assert_eq!(nim_product(a, b), nim_product_recursive(a, b));
            }
        }
    }

    #[test]
    fn inverses_near_the_top() {
        for a in [
            u64::MAX,
            u64::MAX - 1,
            1 << 63,
            2,
            3,
            1_000_000_000_000_000_000,
        ] {
            let inv = nim_inverse(a).expect("nonzero");
            assert_eq!(nim_product(a, inv), 1, "a = {a}");
        }
        assert_eq!(nim_inverse(0), None);
        // In F_4 = {0, 1, 2, 3}: 2 ⊗ 3 = 1.
        assert_eq!(nim_inverse(2), Some(3));
    }

    #[test]
    fn tables_only_for_subfields() {
        assert!(TableSize::new(8).is_err());
        assert!(TableSize::new(u64::MAX).is_err());
        let t = operation_table(Op::Mul, TableSize::new(4).expect("subfield"));
        assert_eq!(
            t,
            vec![
                vec![0, 0, 0, 0],
                vec![0, 1, 2, 3],
                vec![0, 2, 3, 1],
                vec![0, 3, 1, 2]
            ]
        );
        assert_eq!(Op::parse(" mul "), Ok(Op::Mul));
        assert!(Op::parse("div").is_err());
    }
    #[test]
    fn the_mex_definition_reads_exactly_the_cells_it_names() {
        // The reads of a cell are the pairs its mex definition lists (as sets of cells).
        for op in [Op::Add, Op::Mul] {
            for (a, b) in [(2, 2), (3, 1), (0, 4), (5, 3)] {
                let mut cells = Vec::new();
                for x in 0..=a {
                    for y in 0..=b {
                        if op.mex_reads((a, b), (x, y)) {
                            cells.push((x, y));
                        }
                    }
                }
                let listed = match op {
                    Op::Add => a + b,
                    Op::Mul => (a + 1) * (b + 1) - 1,
                };
                assert_eq!(cells.len() as u64, listed, "{op:?} ({a}, {b})");
            }
        }
        assert!(!Op::Add.mex_reads((2, 2), (1, 1)));
        assert!(Op::Mul.mex_reads((2, 2), (1, 1)));
    }

    #[test]
    fn the_table_steps_cells_up_to_32_and_rows_beyond() {
        let small = TableTrace::new(Op::Mul, 4);
        assert_eq!(small.total(), 16);
        assert_eq!(small.cell(10), Some((2, 2)));
        assert!(small.filled(11, 2, 2) && !small.filled(11, 2, 3));
        let step = small.step(10).expect("inside");
        assert!(step.reads(1, 2) && !step.reads(2, 3));
        assert!(step.sentence(crate::Lang::En).ends_with("so 2 ⊗ 2 = 3."));
        assert_eq!(small.step(16), None);
        let big = TableTrace::new(Op::Add, 256);
        assert_eq!((big.by_cell(), big.total()), (false, 256));
        assert_eq!(big.cell(7), Some((7, 0)));
        assert!(big.filled(8, 7, 255) && !big.filled(8, 8, 0));
        assert!(big
            .step(7)
            .expect("row")
            .sentence(crate::Lang::En)
            .starts_with("Row 7: 7 ⊕ 0 … 7 ⊕ 255 are filled."));
        assert_eq!(big.subfields().collect::<Vec<_>>(), [4, 16, 256]);
        // The subfield 4 is outlined inside a table of 16: right of column 3, below row 3.
        let t = TableTrace::new(Op::Mul, 16);
        assert_eq!(t.edges(1, 3), (true, false));
        assert_eq!(t.edges(3, 2), (false, true));
        assert_eq!(t.edges(3, 3), (true, true));
        assert_eq!(t.edges(5, 3), (false, false));
        assert_eq!(
            t.edges(15, 15),
            (false, false),
            "the table's own border is not drawn"
        );
    }

    #[test]
    fn table_values_stay_below_the_bound() {
        for op in [Op::Add, Op::Mul] {
            for side in [1, 2, 3, 5, 8, 16, 17, 100] {
                let t = TableTrace::new(op, side);
                let max = (0..side)
                    .flat_map(|a| (0..side).map(move |b| (a, b)))
                    .map(|(a, b)| t.value(a, b))
                    .max()
                    .unwrap_or(0);
                assert!(max <= t.max_value(), "{op:?} {side}: {max}");
            }
        }
        // 4 ⊗ 3 = 12 already for a table of 5: the bound is the subfield 16, not 8.
        assert_eq!(TableTrace::new(Op::Mul, 5).max_value(), 15);
        assert_eq!(TableTrace::new(Op::Add, 5).max_value(), 7);
        assert_eq!(Op::parse("product"), Ok(Op::Mul));
        assert_eq!(Op::parse(Op::Add.name()), Ok(Op::Add));
    }

    #[test]
    fn the_mex_definition_gives_the_tables() {
        for a in 0..MAX_STEP_SIDE as u64 {
            for b in 0..MAX_STEP_SIDE as u64 {
                assert_eq!(
                    mex_step(Op::Mul, a, b).value,
                    nim_product(a, b),
                    "{a} ⊗ {b}"
                );
                assert_eq!(mex_step(Op::Add, a, b).value, a ^ b, "{a} ⊕ {b}");
            }
        }
        let step = mex_step(Op::Mul, 2, 2);
        // a′, b′ ∈ {0, 1}: 0, 2, 2, 2 ⊕ 2 ⊕ 1 = 1.
        assert_eq!(
            (step.options, step.reached.clone(), step.value),
            (4, vec![0, 1, 2], 3)
        );
        assert_eq!(
            step.sentence(crate::Lang::En),
            "2 ⊗ 2: 4 pairs a′ < 2, b′ < 2 give a′⊗2 ⊕ 2⊗b′ ⊕ a′⊗b′ ∈ {0, 1, 2}; the smallest \
             missing value is 3, so 2 ⊗ 2 = 3."
        );
        assert_eq!(mex_step(Op::Mul, 0, 5).options, 0);
        assert_eq!(parse_side("256"), Ok(256));
        assert_eq!(
            parse_side("0").map_err(|e| e.reason(crate::Lang::En)),
            Err("the table needs at least 1 row.".to_string())
        );
        assert!(parse_side("300").is_err());
        assert!(parse_side("abc").is_err());
    }
}
