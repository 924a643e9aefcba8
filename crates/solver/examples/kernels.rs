//! The benchmark kernels timed natively, for `./x bench`: one JSON line per kernel,
//! `{"kernel": …, "checksum": "…", "samples_ms": [...]}`, after one warm-up run.
//!
//!     cargo run --profile bench -p nimlab-solver --example kernels -- [SAMPLES] [KERNEL…]
//!
//! The same loop (warm-up, then SAMPLES timed runs) times the wasm build and the plain
//! JavaScript versions in `tests/bench/`, so the three medians compare like with like.

use std::process::ExitCode;
use std::time::Instant;

use nimlab_solver::kernels::Kernel;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let samples: usize = match args.next().map(|a| a.parse()) {
        None => 7,
        Some(Ok(n)) if n > 0 => n,
        Some(_) => {
            eprintln!("usage: kernels [SAMPLES ≥ 1] [KERNEL…]");
            return ExitCode::FAILURE;
        }
    };
    let names: Vec<String> = args.collect();
    let mut kernels = Vec::new();
    for name in &names {
        match Kernel::from_name(name) {
            Some(kernel) => kernels.push(kernel),
            None => {
                eprintln!("unknown kernel {name}");
                return ExitCode::FAILURE;
            }
        }
    }
    if kernels.is_empty() {
        kernels = Kernel::ALL.to_vec();
    }
    for kernel in kernels {
        let checksum = kernel.run();
        let times: Vec<String> = (0..samples)
            .map(|_| {
                let start = Instant::now();
                std::hint::black_box(kernel.run());
                format!("{:.3}", start.elapsed().as_secs_f64() * 1000.0)
            })
            .collect();
        println!(
            "{{\"kernel\":\"{}\",\"checksum\":\"{checksum}\",\"samples_ms\":[{}]}}",
            kernel.name(),
            times.join(",")
        );
    }
    ExitCode::SUCCESS
}
