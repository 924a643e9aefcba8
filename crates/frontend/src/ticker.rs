//! Work done in slices between frames: a self-rescheduling `setTimeout(…, 0)` with at most one
//! tick pending, and a clock. A widget with seconds of work does at most [`TICK_MS`] of it per
//! tick, so the page keeps answering clicks and keys (and the learner can change the input)
//! while a progress line says how far it is.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use crate::dom;

/// The longest a tick works before handing the page back (the budget is 50 ms per task).
pub const TICK_MS: f64 = 25.0;

/// Calls its callback on a later task, once per [`Ticker::schedule`] (calls in between merge).
pub struct Ticker {
    pending: Cell<Option<i32>>,
    callback: RefCell<Option<Closure<dyn FnMut()>>>,
}

impl Ticker {
    /// A ticker that calls `tick` (typically: dispatch the widget's tick message).
    pub fn new(tick: impl Fn() + 'static) -> Rc<Ticker> {
        let ticker = Rc::new(Ticker {
            pending: Cell::new(None),
            callback: RefCell::new(None),
        });
        let weak = Rc::downgrade(&ticker);
        *ticker.callback.borrow_mut() = Some(Closure::<dyn FnMut()>::new(move || {
            if let Some(ticker) = weak.upgrade() {
                ticker.pending.set(None);
            }
            tick();
        }));
        ticker
    }

    /// Asks for one tick soon (nothing if one is already pending).
    pub fn schedule(&self) {
        if self.pending.get().is_some() {
            return;
        }
        let Some(window) = dom::window() else { return };
        if let Some(callback) = self.callback.borrow().as_ref() {
            if let Ok(id) = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                callback.as_ref().unchecked_ref(),
                0,
            ) {
                self.pending.set(Some(id));
            }
        }
    }

    /// Drops the pending tick, if any.
    pub fn cancel(&self) {
        if let (Some(id), Some(window)) = (self.pending.take(), dom::window()) {
            window.clear_timeout_with_handle(id);
        }
    }
}

impl Drop for Ticker {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// Milliseconds on the page's clock (0 without one).
pub fn now() -> f64 {
    dom::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Runs `step` (a bounded piece of work returning `true` once all is done) until it is done
/// or [`TICK_MS`] have passed; `true` when done.
pub fn work_for_a_tick(mut step: impl FnMut() -> bool) -> bool {
    let start = now();
    loop {
        if step() {
            return true;
        }
        if now() - start >= TICK_MS {
            return false;
        }
    }
}
