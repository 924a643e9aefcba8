//! Reading and writing the build's files, with the path in every error: a message such as
//! "dist/nim.html: No such file or directory" says which file, where `io::Error` alone does not.

use std::path::Path;

pub fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| failed(path, e))
}

pub fn read_bytes(path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| failed(path, e))
}

/// Writes `contents` (text or bytes) to `path`.
pub fn write(path: &Path, contents: impl AsRef<[u8]>) -> Result<(), String> {
    std::fs::write(path, contents).map_err(|e| failed(path, e))
}

fn failed(path: &Path, error: std::io::Error) -> String {
    format!("{}: {error}", path.display())
}
