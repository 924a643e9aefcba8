//! The fuzz corpus in the repository: `tests/fuzz-corpus/<target>.txt`, one input per line as a
//! JSON array of strings (one per field), `#` lines as notes. See the layout in `main.rs`.
//!
//! A file that does not parse, an entry with the wrong number of fields, a target without a
//! file and a file without a target all fail the run: a corpus that silently stops being read
//! would stop protecting against the regressions it holds.

use std::path::{Path, PathBuf};

use crate::targets::Target;

/// `tests/fuzz-corpus/` at the repository's root.
pub fn directory() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fuzz-corpus")
}

/// The file of a target: `exercise::bai-1` → `exercise.bai-1.txt`.
pub fn file_name(target: &str) -> String {
    format!("{}.txt", target.replace("::", "."))
}

/// The entries of a target's file, each with its line number (from 1).
pub fn load(dir: &Path, target: &Target) -> Result<Vec<(usize, Vec<String>)>, String> {
    let path = dir.join(file_name(&target.name));
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("cannot read its corpus {}: {e}", path.display()))?;
    let mut entries = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<String> = serde_json::from_str(line).map_err(|e| {
            format!(
                "{}:{number}: not a JSON array of strings ({e})",
                path.display()
            )
        })?;
        if fields.len() != target.fields.len() {
            return Err(format!(
                "{}:{number}: {} fields, but the target reads {} ({})",
                path.display(),
                fields.len(),
                target.fields.len(),
                target.fields.join(", ")
            ));
        }
        entries.push((number, fields));
    }
    if entries.is_empty() {
        return Err(format!("{} has no entry", path.display()));
    }
    Ok(entries)
}

/// Files of the corpus directory that no target reads.
pub fn stray_files(dir: &Path, targets: &[Target]) -> Vec<String> {
    let Ok(listing) = std::fs::read_dir(dir) else {
        return vec![format!("cannot list {}", dir.display())];
    };
    let known: Vec<String> = targets.iter().map(|t| file_name(&t.name)).collect();
    let mut stray: Vec<String> = listing
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".txt") && !known.contains(name))
        .map(|name| format!("{name} in {} belongs to no target", dir.display()))
        .collect();
    stray.sort();
    stray
}
