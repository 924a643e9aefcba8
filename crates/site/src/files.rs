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

/// Every file under `dir`, at any depth, as a `/`-separated path relative to it; names
/// starting with a dot are left out.
pub fn under(dir: &Path) -> Result<Vec<String>, String> {
    let mut paths = Vec::new();
    walk(dir, "", &mut paths)?;
    Ok(paths)
}

fn walk(dir: &Path, prefix: &str, paths: &mut Vec<String>) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| failed(dir, e))?;
    for entry in entries {
        let entry = entry.map_err(|e| failed(dir, e))?;
        let name = entry.file_name().into_string().map_err(|name| {
            format!("{}: a file name that is not UTF-8: {name:?}", dir.display())
        })?;
        if name.starts_with('.') {
            continue;
        }
        let path = format!("{prefix}{name}");
        if entry
            .file_type()
            .map_err(|e| failed(&entry.path(), e))?
            .is_dir()
        {
            walk(&entry.path(), &format!("{path}/"), paths)?;
        } else {
            paths.push(path);
        }
    }
    Ok(())
}

fn failed(path: &Path, error: std::io::Error) -> String {
    format!("{}: {error}", path.display())
}
