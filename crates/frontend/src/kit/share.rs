//! A widget's input and step in the URL fragment, so a shared link opens that exact moment:
//! `#wl.moves=1,3,4&wl.n=14&wl.step=7`. Keys carry the widget's id as a prefix, so several
//! widgets on one page keep their own state. Values read from a URL are untrusted text: the
//! widget validates them like anything typed.

use web_sys::Element;

use crate::dom;

/// The fragment's `key=value` pairs, decoded (none on someone else's page: its URL is not ours).
fn pairs() -> Vec<(String, String)> {
    if super::host::on_host_page() {
        return Vec::new();
    }
    let hash = dom::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    hash.trim_start_matches('#')
        .split('&')
        .filter(|part| !part.is_empty())
        .map(|part| {
            let (key, value) = part.split_once('=').unwrap_or((part, ""));
            (decode(key), decode(value))
        })
        .collect()
}

fn decode(text: &str) -> String {
    js_sys::decode_uri_component(&text.replace('+', " "))
        .map(String::from)
        .unwrap_or_else(|_| text.to_string())
}

fn encode(text: &str) -> String {
    String::from(js_sys::encode_uri_component(text))
}

/// The section the fragment points to (`#period`, or `#period&wl.step=3` once a widget has
/// added its state), if any.
pub fn anchor() -> Option<String> {
    pairs()
        .into_iter()
        .next()
        .filter(|(k, v)| v.is_empty() && !k.contains('.') && !k.is_empty())
        .map(|(k, _)| k)
}

/// The value of `{id}.{key}` in the fragment, if present.
pub fn get(id: &str, key: &str) -> Option<String> {
    let wanted = format!("{id}.{key}");
    pairs()
        .into_iter()
        .find(|(k, _)| *k == wanted)
        .map(|(_, v)| v)
}

/// The value of `key` for the widget `id`: from the URL fragment (a shared link) if there, else
/// from its placeholder's `data-<key>` attribute (a lesson's choice, an embed's query, an
/// element's attribute). So every key of a widget's link is also an attribute it accepts.
pub fn get_or_attribute(id: &str, key: &str, placeholder: &Element) -> Option<String> {
    get(id, key).or_else(|| placeholder.get_attribute(&format!("data-{key}")))
}

/// Whether the URL fragment holds any key of the widget `id` (a link to one of its moments).
pub fn has_keys(id: &str) -> bool {
    let prefix = format!("{id}.");
    pairs().iter().any(|(k, _)| k.starts_with(&prefix))
}

/// A link to this page that opens the widget `id` with `params` (and no other widget's
/// state): the page's address with the widget's keys as its fragment.
pub fn link(id: &str, params: &[(&str, String)]) -> String {
    let href = dom::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    let fragment: Vec<String> = params
        .iter()
        .map(|(k, v)| format!("{}={}", encode(&format!("{id}.{k}")), encode(v)))
        .collect();
    format!("{base}#{}", fragment.join("&"))
}

/// Replaces this widget's keys in the fragment (other widgets' keys stay), without adding a
/// history entry for every step.
pub fn set(id: &str, params: &[(&str, String)]) {
    if super::host::on_host_page() {
        return;
    }
    let Some(window) = dom::window() else { return };
    let prefix = format!("{id}.");
    let mut kept: Vec<(String, String)> = pairs()
        .into_iter()
        .filter(|(k, _)| !k.starts_with(&prefix))
        .collect();
    kept.extend(
        params
            .iter()
            .map(|(k, v)| (format!("{prefix}{k}"), v.clone())),
    );
    let fragment: Vec<String> = kept
        .iter()
        .map(|(k, v)| {
            if v.is_empty() && !k.contains('.') {
                // A section's id (`#bachet`): the page's own deep link stays as it was.
                encode(k)
            } else {
                format!("{}={}", encode(k), encode(v))
            }
        })
        .collect();
    let Ok(href) = window.location().href() else {
        return;
    };
    let base = href.split('#').next().unwrap_or_default();
    let url = format!("{base}#{}", fragment.join("&"));
    if url != href {
        if let Ok(history) = window.history() {
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
    }
}
