//! Ad hoc games (seed 004): each has its own short argument instead of a general theory.
//!
//! - [`permutation`]: jumps on a permutation, solved by values in decreasing order.
//! - [`one_two_k`]: step back 1, 2 or `k` cells; L exactly on a pattern of period 3 or `k + 1`.
//! - [`logs`]: cutting logs, where only the parity of the number of turns matters.
//! - [`discs`]: placing discs on a table, won by the first player through central symmetry.
//!
//! Each submodule states its rule and theorem, offers the fast rule, a literal brute force where
//! the game graph is finite, and a judge `solve_…` for the seed's example.

pub mod discs;
pub mod logs;
pub mod one_two_k;
pub mod permutation;

pub use discs::{solve_discs, Board};
pub use logs::{solve_logs, Logs};
pub use one_two_k::{solve_one_two_k, OneTwoK};
pub use permutation::{solve_permutation, Permutation};
