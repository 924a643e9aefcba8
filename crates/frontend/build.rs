//! The build with split games (feature `split-games`) keeps the linker's relocations in its
//! wasm: wasm-split reads them to cut the games off into a part of their own (see lib.rs's
//! `game_exports`). Given here rather than in RUSTFLAGS, so that only this crate relinks.

fn main() {
    if std::env::var_os("CARGO_FEATURE_SPLIT_GAMES").is_some() {
        println!("cargo:rustc-link-arg-cdylib=--emit-relocs");
    }
}
