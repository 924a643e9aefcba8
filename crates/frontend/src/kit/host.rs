//! Where the widgets live: the site's own pages, the embed frame (`embed.html`), or someone
//! else's page (a blog post with `<nimlab-widget>`). On someone else's page the widgets leave
//! its URL, language and links alone; in the embed frame they offer no embed snippets.

use std::cell::Cell;

use web_sys::Document;

thread_local! {
    static ON_HOST_PAGE: Cell<bool> = const { Cell::new(false) };
}

/// Marks this page as someone else's (`embed.js` started the front end).
pub fn set_on_host_page() {
    ON_HOST_PAGE.with(|host| host.set(true));
}

/// Whether the widgets live on someone else's page (then they keep no state in its URL).
pub fn on_host_page() -> bool {
    ON_HOST_PAGE.with(Cell::get)
}

/// Whether this page is the embedded page.
pub fn is_embed_page(doc: &Document) -> bool {
    doc.body()
        .is_some_and(|body| body.has_attribute("data-embed"))
}
