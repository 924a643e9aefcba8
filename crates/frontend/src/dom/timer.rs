//! Timers: a callback run once after a delay ([`Timeout`]), and work done in slices between
//! frames ([`Ticker`]: a `Timeout` of 0 ms with at most one tick pending, and a clock). A widget with seconds of work does at most [`TICK_MS`] of it per
//! tick, so the page keeps answering clicks and keys (and the learner can change the input)
//! while a progress line says how far it is.

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::{owner, window};

/// The longest a tick works before handing the page back (the budget is 50 ms per task).
pub const TICK_MS: f64 = 25.0;

/// Calls its callback on a later task, once per [`Ticker::schedule`] (calls in between merge).
pub struct Ticker {
    timeout: Timeout,
}

impl Ticker {
    /// A ticker that calls `tick` (typically: dispatch the widget's tick message).
    pub fn new(tick: impl Fn() + 'static) -> Rc<Ticker> {
        Rc::new(Ticker {
            timeout: Timeout::new(tick),
        })
    }

    /// Asks for one tick soon (nothing if one is already pending).
    pub fn schedule(&self) {
        if !self.timeout.is_pending() {
            self.timeout.schedule(0);
        }
    }

    /// Drops the pending tick, if any.
    pub fn cancel(&self) {
        self.timeout.cancel();
    }
}

/// Milliseconds on the page's clock (0 without one).
pub fn now() -> f64 {
    window()
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

/// A callback run once after a delay; scheduling again replaces the pending run, and dropping
/// it cancels it (so nothing runs after its widget is gone).
pub struct Timeout {
    pending: Rc<Cell<Option<i32>>>,
    callback: Closure<dyn FnMut()>,
}

impl Timeout {
    pub fn new(run: impl FnMut() + 'static) -> Timeout {
        Timeout::guarding(Box::new(run))
    }

    // Out of line: one copy for every kind of callback (see `Listener::attach`).
    #[inline(never)]
    fn guarding(mut run: Box<dyn FnMut()>) -> Timeout {
        let pending = Rc::new(Cell::new(None));
        let done = pending.clone();
        let mut guarded = owner::owned(move |()| {
            done.set(None);
            run();
        });
        let callback = Closure::<dyn FnMut()>::new(move || guarded(()));
        Timeout { pending, callback }
    }

    /// Runs the callback in `ms` milliseconds, instead of any run already pending.
    pub fn schedule(&self, ms: i32) {
        self.cancel();
        let Some(window) = window() else { return };
        if let Ok(id) = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            self.callback.as_ref().unchecked_ref(),
            ms,
        ) {
            self.pending.set(Some(id));
        }
    }

    pub fn is_pending(&self) -> bool {
        self.pending.get().is_some()
    }

    pub fn cancel(&self) {
        if let (Some(id), Some(window)) = (self.pending.take(), window()) {
            window.clear_timeout_with_handle(id);
        }
    }
}

impl Drop for Timeout {
    fn drop(&mut self) {
        self.cancel();
    }
}
