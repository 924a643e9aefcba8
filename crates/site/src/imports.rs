//! Short names for what each front-end build imports from its JS glue.
//!
//! wasm-bindgen names every function the wasm calls in its glue after the JS it wraps and a
//! hash: `__wbg_addEventListener_847fd86b8c33ec43`. Each name is written twice, in the wasm's
//! import section and as a key of the glue's import object, and its 16 hex digits do not
//! compress: with 150–300 imports a build, they were about 5 KB of every page and embed
//! (gzip), 4 % of a one-widget embed. Here each of them is named `a`, `b`, … `ab`, … instead,
//! in both files, before the glue is minified.
//!
//! Only the imports of the glue's own module (`…_bg.js`) are renamed, and only those whose
//! name is written exactly once in the glue, as a key (`name:`): anything else keeps its name,
//! so a glue of another shape stays correct, only longer. The rewritten wasm is validated
//! before it replaces the old one.

use std::path::Path;

use wasm_encoder::reencode::{Reencode, RoundtripReencoder};
use wasm_encoder::{ImportSection, Module, RawSection};
use wasmparser::{Parser, Payload, Validator};

/// The name of a wasm-bindgen build's wasm in `dist/`, and its glue's.
const WASM_SUFFIX: &str = "_bg.wasm";

/// Renames the imports of every build at the root of `dist` (`X_bg.wasm` with its glue
/// `X.js`); the number of imports renamed.
pub fn shorten_all(dist: &Path) -> Result<usize, String> {
    let mut renamed = 0;
    let mut names: Vec<String> = std::fs::read_dir(dist)
        .map_err(|e| format!("{}: {e}", dist.display()))?
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(WASM_SUFFIX))
        .collect();
    names.sort();
    for name in names {
        let wasm_path = dist.join(&name);
        let glue_path = dist.join(format!("{}.js", &name[..name.len() - WASM_SUFFIX.len()]));
        let io_error = |path: &Path, e: std::io::Error| format!("{}: {e}", path.display());
        let wasm = std::fs::read(&wasm_path).map_err(|e| io_error(&wasm_path, e))?;
        let glue = std::fs::read_to_string(&glue_path).map_err(|e| io_error(&glue_path, e))?;
        let shortened =
            shorten(&wasm, &glue).map_err(|e| format!("{}: {e}", wasm_path.display()))?;
        std::fs::write(&wasm_path, &shortened.wasm).map_err(|e| io_error(&wasm_path, e))?;
        std::fs::write(&glue_path, &shortened.glue).map_err(|e| io_error(&glue_path, e))?;
        renamed += shortened.renamed;
    }
    Ok(renamed)
}

/// A build with its imports renamed.
#[derive(Debug)]
pub struct Shortened {
    pub wasm: Vec<u8>,
    pub glue: String,
    pub renamed: usize,
}

/// `wasm` and its `glue` with the glue module's imports renamed (see the module's doc).
pub fn shorten(wasm: &[u8], glue: &str) -> Result<Shortened, String> {
    let existing = import_names(wasm);
    let mut module = Module::new();
    let mut glue = glue.to_string();
    let mut renamed = 0;
    for payload in Parser::new(0).parse_all(wasm) {
        let payload = payload.map_err(|e| e.to_string())?;
        match payload {
            Payload::Version { .. } | Payload::End(_) => {}
            Payload::ImportSection(reader) => {
                let mut imports = ImportSection::new();
                let mut taken: Vec<String> = Vec::new();
                let mut next = 0;
                for import in reader {
                    let import = import.map_err(|e| e.to_string())?;
                    let ty = RoundtripReencoder
                        .entity_type(import.ty)
                        .map_err(|e| e.to_string())?;
                    let key = format!("{}:", import.name);
                    let renamable = import.module.ends_with("_bg.js")
                        && glue.matches(import.name).count() == 1
                        && glue.matches(&key).count() == 1;
                    let name = if renamable {
                        let short = loop {
                            let candidate = short_name(next);
                            next += 1;
                            if !existing.contains(&candidate) && !taken.contains(&candidate) {
                                break candidate;
                            }
                        };
                        glue = glue.replacen(&key, &format!("{short}:"), 1);
                        renamed += 1;
                        short
                    } else {
                        import.name.to_string()
                    };
                    imports.import(import.module, &name, ty);
                    taken.push(name);
                }
                module.section(&imports);
            }
            other => {
                if let Some((id, range)) = other.as_section() {
                    module.section(&RawSection {
                        id,
                        data: &wasm[range],
                    });
                }
            }
        }
    }
    let wasm = module.finish();
    Validator::new()
        .validate_all(&wasm)
        .map_err(|e| format!("the wasm with short import names is not valid: {e}"))?;
    Ok(Shortened {
        wasm,
        glue,
        renamed,
    })
}

/// Every import's name in `wasm`, in order (a kept one could be short: no new name takes it).
pub fn import_names(wasm: &[u8]) -> Vec<String> {
    let mut names = Vec::new();
    for payload in Parser::new(0).parse_all(wasm).flatten() {
        if let Payload::ImportSection(reader) = payload {
            names.extend(reader.into_iter().flatten().map(|i| i.name.to_string()));
        }
    }
    names
}

/// The `index`-th short name: `a` … `z`, `A` … `Z`, then two letters, and so on.
fn short_name(mut index: usize) -> String {
    const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let mut name = String::new();
    loop {
        name.push(char::from(LETTERS[index % LETTERS.len()]));
        index /= LETTERS.len();
        if index == 0 {
            return name;
        }
        index -= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_encoder::{
        CodeSection, EntityType, ExportKind, ExportSection, Function, FunctionSection, Instruction,
        TypeSection,
    };

    /// A module that imports `imports` (module, name) as functions of no arguments, and
    /// exports a function calling each of them.
    fn module_importing(imports: &[(&str, &str)]) -> Vec<u8> {
        let mut types = TypeSection::new();
        types.ty().function([], []);
        let mut section = ImportSection::new();
        for (module, name) in imports {
            section.import(module, name, EntityType::Function(0));
        }
        let mut functions = FunctionSection::new();
        functions.function(0);
        let mut exports = ExportSection::new();
        let own = u32::try_from(imports.len()).unwrap_or(0);
        exports.export("run", ExportKind::Func, own);
        let mut body = Function::new([]);
        for index in 0..own {
            body.instruction(&Instruction::Call(index));
        }
        body.instruction(&Instruction::End);
        let mut code = CodeSection::new();
        code.function(&body);
        let mut module = Module::new();
        module
            .section(&types)
            .section(&section)
            .section(&functions)
            .section(&exports)
            .section(&code);
        module.finish()
    }

    #[test]
    fn the_glue_modules_imports_get_short_names_in_both_files() {
        let wasm = module_importing(&[
            ("./kinds_bg.js", "__wbg_addEventListener_847fd86b8c33ec43"),
            ("./kinds_bg.js", "__wbg_body_5f971cbc6950ca4f"),
        ]);
        let glue =
            "const import0 = {\n  __wbg_addEventListener_847fd86b8c33ec43: function(a) {},\n  \
                    __wbg_body_5f971cbc6950ca4f: function(a) { return a.body; },\n};";
        let out = shorten(&wasm, glue).expect("shortened");
        assert_eq!(out.renamed, 2);
        assert_eq!(import_names(&out.wasm), ["a", "b"]);
        assert!(out.glue.contains("  a: function(a) {},"), "{}", out.glue);
        assert!(out.glue.contains("  b: function(a) { return a.body; },"));
        assert!(!out.glue.contains("__wbg_"));
        assert!(out.wasm.len() < wasm.len());
    }

    #[test]
    fn a_name_not_written_once_as_a_key_is_kept() {
        let wasm = module_importing(&[
            ("./kinds_bg.js", "__wbg_twice_0123456789abcdef"),
            ("./snippets/x/inline0.js", "helper"),
            ("./kinds_bg.js", "__wbg_missing_0123456789abcdef"),
            ("./kinds_bg.js", "__wbg_once_0123456789abcdef"),
        ]);
        // `helper` is a key too, but of a snippet's module: the glue imports it by that name.
        let glue = "__wbg_twice_0123456789abcdef: f, g: __wbg_twice_0123456789abcdef, \
                    helper: h, __wbg_once_0123456789abcdef: k";
        let out = shorten(&wasm, glue).expect("shortened");
        assert_eq!(out.renamed, 1);
        assert_eq!(
            import_names(&out.wasm),
            [
                "__wbg_twice_0123456789abcdef",
                "helper",
                "__wbg_missing_0123456789abcdef",
                "a"
            ]
        );
        assert!(out.glue.ends_with("helper: h, a: k"), "{}", out.glue);
    }

    #[test]
    fn a_short_name_already_imported_is_not_given_again() {
        let wasm = module_importing(&[
            ("./kinds_bg.js", "a"),
            ("./kinds_bg.js", "__wbg_long_0123456789abcdef"),
        ]);
        // `a` is written as a key more than once (`a:` inside the other key too): it stays.
        let glue = "a: f, __wbg_long_0123456789abcdef: g";
        let out = shorten(&wasm, glue).expect("shortened");
        assert_eq!(import_names(&out.wasm), ["a", "b"]);
        assert_eq!(out.glue, "a: f, b: g");
    }

    #[test]
    fn short_names_are_distinct() {
        let names: Vec<String> = (0..3000).map(short_name).collect();
        let mut sorted = names.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), names.len());
        assert_eq!(&names[..3], ["a", "b", "c"]);
        assert_eq!(names[51], "Z");
        assert_eq!(names[52], "aa");
    }

    #[test]
    fn a_broken_wasm_is_an_error_not_a_panic() {
        assert!(shorten(b"\0asm\x01\0\0\0\x02\xff", "").is_err());
        assert!(shorten(b"not wasm", "").is_err());
    }
}
