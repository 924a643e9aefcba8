//! # nimlab-frontend
//!
//! The site's front end: on start it mounts every widget placeholder of the page
//! (`<div data-widget="…">`) and wires the language switch. DOM code stays thin: widgets turn
//! the solver's steps into DOM updates; the player and the code panel are written once and
//! shared by every widget.

// Slicing a string by index panics with a message whose formatting is about 4 KB gzip of every
// build that links it (it was most of what kept the sg-table embed over its 120 KB budget):
// slice with `get`, and split with `split_at_checked` (`str::split_at` is refused by
// crates/clippy.toml).
#![deny(clippy::string_slice)]

#[cfg(feature = "site-page")]
pub mod code_blocks;
pub mod dom;
pub mod embed;
pub mod guard;
pub mod kit;
pub mod page;
#[cfg(feature = "site-page")]
pub mod scroll_boxes;
#[cfg(feature = "site-page")]
pub mod theme;
pub mod widgets;

/// The page's entry points, which its loader calls; the builds of the Embed panel and of the
/// games have their own.
#[cfg(not(any(
    feature = "panel-module",
    all(feature = "game-module", not(feature = "split-games"))
)))]
mod exports {
    use crate::{guard, page, widgets};
    use wasm_bindgen::prelude::*;

    /// Mounts (again) the widget of a placeholder element; for pages that add widgets later and
    /// for the tests that mount and unmount repeatedly.
    #[wasm_bindgen(js_name = mountWidget)]
    pub fn mount_widget(placeholder: web_sys::Element) {
        page::mount(&placeholder);
    }

    /// Every widget name a placeholder may give (`data-widget`), from the registry.
    // A JS array made here rather than a `Vec<String>` for wasm-bindgen to convert: 1.1 KB
    // less of every build's wasm, and the glue's array helper.
    #[wasm_bindgen(js_name = widgetKinds)]
    pub fn widget_kinds() -> js_sys::Array {
        widgets::kinds().map(JsValue::from_str).collect()
    }

    /// Unmounts the widget of a placeholder element, releasing its listeners and frame loop.
    #[wasm_bindgen(js_name = unmountWidget)]
    pub fn unmount_widget(placeholder: web_sys::Element) {
        page::unmount(&placeholder);
    }

    /// Makes the next event of a placeholder's widget panic, as a bug in it would: for the tests
    /// that check a panic leaves a message, a restart button and a working page (see `guard`).
    #[cfg(feature = "test-hooks")]
    #[wasm_bindgen(js_name = injectFault)]
    pub fn inject_fault(placeholder: web_sys::Element) {
        crate::dom::owner::inject_fault(&placeholder);
    }

    /// Makes the next drawing of a placeholder's widget fail as a refused DOM call would: for
    /// the tests that check such a failure is reported once and stops that widget only.
    #[cfg(feature = "test-hooks")]
    #[wasm_bindgen(js_name = injectDomFault)]
    pub fn inject_dom_fault(placeholder: web_sys::Element) {
        crate::dom::owner::inject_dom_fault(&placeholder);
    }

    /// Makes the next drawing of a placeholder's widget throw a JavaScript exception through
    /// Rust code: for the test that checks the widget stops with a message instead of
    /// ignoring every later click.
    #[cfg(feature = "test-hooks")]
    #[wasm_bindgen(js_name = injectThrow)]
    pub fn inject_throw(placeholder: web_sys::Element) {
        crate::dom::owner::inject_throw(&placeholder);
    }

    /// How many event listeners the front end holds right now (a leak check for the tests).
    #[cfg(feature = "test-hooks")]
    #[wasm_bindgen(js_name = liveListeners)]
    pub fn live_listeners() -> u32 {
        crate::dom::live_listeners()
    }

    /// Starts a page of the site: its language, its switch, every placeholder on it (its loader, boot-<build>.js).
    #[wasm_bindgen(js_name = startPage)]
    pub fn start_page() -> Result<(), JsValue> {
        guard::install(page::mount);
        page::init()
    }

    /// Starts a page whose widgets several builds share (the playground's loader, see
    /// `page::init_shared`): the page itself, and no widget until `mountWidget`.
    #[cfg(feature = "site-page")]
    #[wasm_bindgen(js_name = startSharedPage)]
    pub fn start_shared_page() -> Result<(), JsValue> {
        guard::install(page::mount);
        page::init_shared()
    }

    /// Joins a page another build started with `startSharedPage`.
    #[cfg(feature = "site-page")]
    #[wasm_bindgen(js_name = joinPage)]
    pub fn join_page() -> Result<(), JsValue> {
        guard::install(page::mount);
        page::join()
    }

    /// Brings the widget a link opened on into view, if this build holds it (a shared page's
    /// loader asks each build once every widget is mounted).
    #[cfg(feature = "site-page")]
    #[wasm_bindgen(js_name = showLinkedWidget)]
    pub fn show_linked_widget() -> bool {
        // A section in the link wins, as on every other page (`page::init` went there).
        crate::kit::share::anchor().is_none() && page::show_linked_widget()
    }

    /// Starts on someone else's page (embed.js): widgets are mounted only when asked, and the
    /// page's own language, links and URL are left alone.
    #[wasm_bindgen(js_name = startHost)]
    pub fn start_host() {
        guard::install(page::mount);
        page::init_host();
    }
}

/// The Embed panel's build (the `panel-module` feature): the panel alone, opened for a widget of
/// another build on the same page (`kit::embed_toggle`), and no page or widget of its own.
#[cfg(feature = "panel-module")]
mod panel_exports {
    use crate::dom;
    use nimlab_solver::Lang;
    use wasm_bindgen::prelude::*;
    use web_sys::Element;

    use crate::kit::embed_panel::EmbedPanel;

    /// An open panel, for the widget's build to pass on its state and to free with the widget.
    #[wasm_bindgen]
    pub struct PanelHandle(EmbedPanel);

    /// Opens a widget's panel in `slot`, below its `bar` and `toggle` (see `EmbedPanel::open`);
    /// `lang` and `state` as `PanelHandle::update` takes them.
    #[wasm_bindgen(js_name = openEmbedPanel)]
    pub fn open_embed_panel(
        slot: Element,
        bar: Element,
        toggle: Element,
        widget: Element,
        placeholder: Element,
        lang: String,
        state: js_sys::Array,
    ) -> Result<PanelHandle, JsValue> {
        console_error_panic_hook::set_once();
        let panel = EmbedPanel::open(
            &slot,
            (bar, toggle),
            &widget,
            &placeholder,
            Lang::from_code(&lang),
            dom::pairs_from_js(&state),
        )?;
        Ok(PanelHandle(panel))
    }

    #[wasm_bindgen]
    impl PanelHandle {
        /// The widget's language (`"vi"`, `"en"`) and its shareable state, `[key, value]` pairs.
        pub fn update(&self, lang: String, state: js_sys::Array) {
            self.0
                .update(dom::pairs_from_js(&state), Lang::from_code(&lang));
        }
    }
}

/// The games against the computer: in a game's own build (the `game-module` feature, with its
/// widget's), opened in the slot a widget of another build on the same page made for it
/// (`kit::game_slot`), with no page or widget of its own; or, with `split-games`, in a lesson
/// page's build beside its widgets, cut off by wasm-split into a part of its own that is
/// fetched on the first `openGame` (nimlab-site's `builds.rs`), so the page's games share its
/// kit instead of each repeating it.
#[cfg(feature = "game-module")]
mod game_exports {
    use nimlab_solver::Lang;
    use wasm_bindgen::prelude::*;
    use web_sys::Element;

    use crate::kit::game_host::{Offer, OpenGame};

    /// An open game, for the widget's build to pass on its offer and language, and to free
    /// with the widget.
    #[wasm_bindgen]
    pub struct GameHandle(Box<dyn OpenGame>);

    /// `open_game`, once the games' part of the build is loaded (see the module's doc): fulfils
    /// with the game's handle; rejects with why the game refused to open, or with `null` when
    /// the part did not load (as the loader takes it).
    // Not an `async fn` over `#[wasm_split_helpers::wasm_split]`'s wrapper: that wrapper's
    // future and once-cell, and the futures executor an `async` export brings, weighed 5 KB
    // gzip of the graph embed's main module (116.1 → 111.1 KB), for what the part's loader
    // does already (it fetches the part once, keeps only a success, and calls back).
    #[cfg(feature = "split-games")]
    #[wasm_bindgen(js_name = openGame)]
    pub fn open_split_game(
        kind: String,
        parent: Element,
        lang: String,
        offer: js_sys::Array,
        report: JsValue,
    ) -> js_sys::Promise {
        let mut args = Some((kind, parent, lang, offer, report));
        js_sys::Promise::new(&mut |resolve, reject| {
            if let Some(args) = args.take() {
                split::load(Box::new(split::Call {
                    args,
                    resolve,
                    reject,
                }));
            }
        })
    }

    /// The split point into the games' part, declared as `#[wasm_split(games)]` declares one:
    /// wasm-split-cli pairs the import and the export named `__wasm_split_00games00_import_`
    /// and `…_export_` with the same 32 hex digits (here "nimlab-open-game" in ASCII), makes
    /// a call of the import a call into the part, and gives the loader import its module.
    #[cfg(feature = "split-games")]
    mod split {
        use std::ffi::c_void;

        use wasm_bindgen::JsValue;

        // Linked for its version stamp, a custom section wasm-split-cli reads.
        extern crate wasm_split_helpers as _;

        /// An `openGame` call waiting for the part: its arguments and its promise's ends.
        pub struct Call {
            pub args: (String, web_sys::Element, String, js_sys::Array, JsValue),
            pub resolve: js_sys::Function,
            pub reject: js_sys::Function,
        }

        /// A boxed [`Call`] as it crosses to the loader and into the part (only this build's
        /// own code takes it back).
        type Data = *mut c_void;

        #[cfg(target_family = "wasm")]
        #[link(wasm_import_module = "__wasm_split_placeholder__")]
        extern "C" {
            /// wasm-split's loader of the `games` part (`__wasm_split.js`): fetches it once
            /// (keeping only a success), then calls `callback(data, success)`.
            fn __wasm_split_load_games(callback: unsafe extern "C" fn(Data, bool), data: Data);
            fn __wasm_split_00games00_import_6e696d6c61622d6f70656e2d67616d65_open_game(call: Data);
        }

        /// Fetches the part (once for the page), then opens the game there.
        pub fn load(call: Box<Call>) {
            let call: Data = Box::into_raw(call).cast();
            #[cfg(target_family = "wasm")]
            // SAFETY: the loader calls `loaded` back exactly once with the pointer it was
            // given.
            unsafe {
                __wasm_split_load_games(loaded, call);
            }
            #[cfg(not(target_family = "wasm"))]
            // SAFETY: `call` is the box given up above.
            unsafe {
                __wasm_split_00games00_export_6e696d6c61622d6f70656e2d67616d65_open_game(call);
            }
        }

        /// The loader's answer for one call: into the part, or the call fails with `null`.
        #[cfg(target_family = "wasm")]
        unsafe extern "C" fn loaded(call: Data, success: bool) {
            if success {
                // SAFETY: the part's export takes the box back.
                unsafe {
                    __wasm_split_00games00_import_6e696d6c61622d6f70656e2d67616d65_open_game(call);
                }
            } else {
                // SAFETY: `call` is the box `load` gave up, given back once.
                let call = unsafe { Box::from_raw(call.cast::<Call>()) };
                let _ = call.reject.call1(&JsValue::NULL, &JsValue::NULL);
            }
        }

        /// In the part: opens the game and settles the call's promise.
        ///
        /// # Safety
        ///
        /// `call` is a boxed [`Call`] given up by `load`, taken back here once.
        #[no_mangle]
        pub unsafe extern "C" fn __wasm_split_00games00_export_6e696d6c61622d6f70656e2d67616d65_open_game(
            call: Data,
        ) {
            // SAFETY: as the function's contract says.
            let call = unsafe { Box::from_raw(call.cast::<Call>()) };
            let Call {
                args: (kind, parent, lang, offer, report),
                resolve,
                reject,
            } = *call;
            let _ = match super::open_game(kind, parent, lang, offer, report) {
                Ok(handle) => resolve.call1(&JsValue::NULL, &handle.into()),
                Err(error) => reject.call1(&JsValue::NULL, &error),
            };
        }
    }

    /// Opens the game of `kind` in `parent`, in `lang` (`"vi"`, `"en"`), started from `offer`
    /// (`[key, value]` pairs, see `GameHandle::offer`); `report`, a function when the widget
    /// wants it, takes what the widget's own picture shows of the game, as pairs too, after
    /// every change.
    #[cfg_attr(not(feature = "split-games"), wasm_bindgen(js_name = openGame))]
    pub fn open_game(
        kind: String,
        parent: Element,
        lang: String,
        offer: js_sys::Array,
        report: JsValue,
    ) -> Result<GameHandle, JsValue> {
        console_error_panic_hook::set_once();
        let game = crate::widgets::open_game(
            &kind,
            &parent,
            Lang::from_code(&lang),
            &Offer::from_js(&offer),
            report.dyn_into().ok(),
        )?;
        Ok(GameHandle(game))
    }

    #[wasm_bindgen]
    impl GameHandle {
        /// What the widget's game starts from now, `[key, value]` pairs: a new game starts.
        pub fn offer(&self, offer: js_sys::Array) {
            self.0.offer(&Offer::from_js(&offer));
        }

        /// An action of the widget's own picture (a click on its board), as pairs.
        pub fn act(&self, action: js_sys::Array) {
            self.0.act(&Offer::from_js(&action));
        }

        /// The widget's language changed (`"vi"`, `"en"`).
        #[wasm_bindgen(js_name = setLang)]
        pub fn set_lang(&self, lang: String) {
            self.0.set_lang(Lang::from_code(&lang));
        }
    }
}

/// Talc rather than the standard library's dlmalloc: about 2.7 KB (gzip) smaller in every
/// build, which every page and embed downloads, and no slower (Talc's own wasm benchmarks).
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
