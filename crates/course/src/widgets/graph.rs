//! The graph widget: a token on a directed graph, each vertex labelled W, L or D by retrograde
//! analysis with a queue and a counter per vertex; and the token game against the computer.

use nimlab_solver::Lang;

use super::{LegendEntry, Words, LOSE_ENTRY, WIN_ENTRY};

pub const TITLE: Words = (
    "Quân cờ trên đồ thị có hướng: thắng, thua hay hòa",
    "A token on a directed graph: win, lose or draw",
);
pub const INTRO: Words = (
    "Một quân cờ đứng ở một đỉnh; mỗi lượt đẩy nó theo một mũi tên. Phân tích ngược đi \
     từ các đỉnh không có nước đi, dùng một hàng đợi và một bộ đếm ở mỗi đỉnh, để gán cho \
     từng đỉnh chữ W, L hoặc D.",
    "A token stands on a vertex; each turn pushes it along one arrow. Retrograde analysis \
     starts from the vertices without moves and, with a queue and a counter at each \
     vertex, gives every vertex the letter W, L or D.",
);
/// Vertex states are told by letters and outline shapes, not colour alone.
pub const LEGEND: &[LegendEntry] = &[
    WIN_ENTRY,
    LOSE_ENTRY,
    (
        "is-d",
        "D",
        "D: hòa, ván đấu không bao giờ kết thúc",
        "D: a draw, play never ends",
    ),
    (
        "is-counter",
        "2",
        "số nước đi còn chưa biết (deg)",
        "moves still unknown (deg)",
    ),
    (
        "is-current",
        "●",
        "đỉnh vừa lấy khỏi hàng đợi (u)",
        "vertex just taken from the queue (u)",
    ),
    (
        "is-subject",
        "○",
        "đỉnh đang được báo tin (p)",
        "vertex being told (p)",
    ),
];
/// The sentence at step 0.
pub const START: Words = (
    "Chưa đỉnh nào có chữ. Số nhỏ trong mỗi đỉnh là số nước đi của nó. Bấm “Tiến một bước” hoặc “Chạy” (▶) để bắt đầu từ các đỉnh không có nước đi.",
    "No vertex has a letter yet. The small number in each vertex counts its moves. Press “Step forward” or “Play” (▶) to start from the vertices without moves.",
);

// The form.

/// The field label of the number of vertices, with its limit.
pub fn vertices_label(max_vertices: u64) -> (String, String) {
    (
        format!("Số đỉnh n (1 – {max_vertices})"),
        format!("Vertices n (1 – {max_vertices})"),
    )
}

pub const EDGES: Words = ("Các cạnh u-v", "Edges u-v");

/// How vertices and edges are written, with the most edges taken.
pub fn edge_syntax(max_edges: usize) -> (String, String) {
    (
        format!("Đỉnh đánh số từ 0 tới n − 1. Mỗi cạnh viết u-v (đi từ u tới v), các cạnh cách nhau bằng dấu phẩy, ví dụ 0-1, 1-2, 2-0. Nhiều nhất {max_edges} cạnh."),
        format!("Vertices are numbered 0 to n − 1. Write each edge as u-v (from u to v), separated by commas, e.g. 0-1, 1-2, 2-0. At most {max_edges} edges."),
    )
}

pub const APPLY: Words = ("Vẽ và phân tích", "Draw and analyse");
pub const PREDICT: Words = ("Tự đoán trước mỗi đỉnh", "Predict each vertex first");
pub const MISERE: Words = (
    "Luật phản thường (hết nước đi thì thắng)",
    "Misère play (no move wins)",
);
pub const SHOW_GRUNDY: Words = ("Hiện số Grundy", "Show Grundy numbers");

// The picture.

/// The drawing of a graph with `n` vertices and `m` edges, for a screen reader.
pub fn drawing_label(n: usize, m: usize, lang: Lang) -> String {
    lang.pick(
        format!("Hình vẽ đồ thị có hướng: {n} đỉnh, {m} cạnh. Các chữ của từng đỉnh có ở hàng nút chọn đỉnh bên dưới."),
        format!("Drawing of the directed graph: {n} vertices, {m} edges. Each vertex's letter is also on the row of vertex buttons below."),
    )
}

pub const QUEUE_TITLE: Words = ("Hàng đợi:", "Queue:");
/// The queue's name for a screen reader.
pub const QUEUE: Words = (
    "Hàng đợi, theo thứ tự vào",
    "The queue, in the order vertices joined it",
);
pub const EMPTY_QUEUE: Words = ("(trống)", "(empty)");
/// Where a vertex of the queue stands.
pub const BEING_PROCESSED: Words = ("đang xử lý", "being processed");
pub const LEFT_THE_QUEUE: Words = ("đã ra khỏi hàng đợi", "left the queue");
pub const WAITING: Words = ("đang chờ", "waiting");

/// A vertex `v` of the queue for a screen reader: its `letter` (or none) and its `status`.
pub fn chip_label(v: usize, letter: &str, status: Words, lang: Lang) -> String {
    let status = lang.say(status);
    lang.pick(
        format!("đỉnh {v} {letter}, {status}"),
        format!("vertex {v} {letter}, {status}"),
    )
}

/// The title of the row of vertex buttons.
pub const PICK_TITLE: Words = ("Chọn một đỉnh:", "Pick a vertex:");
/// The row of vertex buttons' name for a screen reader.
pub const PICK_VERTEX: Words = ("Chọn một đỉnh", "Pick a vertex");

/// The button of vertex `v`, with its letter `l`, for a screen reader.
pub fn vertex_lettered(v: usize, l: char, lang: Lang) -> String {
    lang.pick(format!("Đỉnh {v}: {l}"), format!("Vertex {v}: {l}"))
}

/// The button of vertex `v` before it has a letter, for a screen reader.
pub fn vertex_unlettered(v: usize, lang: Lang) -> String {
    lang.pick(
        format!("Đỉnh {v}: chưa có chữ"),
        format!("Vertex {v}: no letter yet"),
    )
}

/// What the info line says before a vertex is picked.
pub const PICK_HINT: Words = (
    "Bấm vào một đỉnh (trên hình hoặc ở hàng nút trên) để xem nó đi tới đâu và vì sao nó có chữ đó.",
    "Click a vertex (in the drawing or in the row of buttons above) to see where it moves and why it has its letter.",
);

// Predict mode.

/// What predict mode's score counts.
pub const VERTICES: Words = ("đỉnh", "vertices");
pub const HOW_ASKED: Words = (
    "Bấm Tiến hoặc Chạy: trước khi một đỉnh có chữ, bạn sẽ được hỏi nó là W hay L.",
    "Press Step or Play: before a vertex gets its letter, you will be asked whether it is W or L.",
);

/// Predict mode's question before vertex `v` gets its letter.
pub fn question(v: usize, lang: Lang) -> String {
    lang.pick(
        format!("Đỉnh {v} sắp có chữ: W hay L? Chọn trước khi xem (phím W / L)."),
        format!(
            "Vertex {v} is about to get its letter: W or L? Choose before you look (keys W / L)."
        ),
    )
}

/// Vertex `v`, as the verdict names what was guessed.
pub fn guessed(v: usize) -> (String, String) {
    (format!("đỉnh {v}"), format!("vertex {v}"))
}

// The game against the computer.

pub const TOKEN_STARTS_ON: Words = ("Đặt quân ở đỉnh", "Token starts on");

/// The game's graph for a screen reader, with the token on vertex `here`.
pub fn game_graph_label(here: usize, lang: Lang) -> String {
    lang.pick(
        format!("Đồ thị của ván chơi; quân đang ở đỉnh {here}. Các nước đi có ở hàng nút bên dưới."),
        format!("The game's graph; the token is on vertex {here}. The moves are on the row of buttons below."),
    )
}

/// The title of the row of move buttons.
pub const MOVE_TO: Words = ("Đẩy quân tới đỉnh:", "Move the token to vertex:");

/// The move button to vertex `v`, as a screen reader says it.
pub fn move_to(v: &str, lang: Lang) -> String {
    lang.pick(
        format!("Đẩy quân tới đỉnh {v}"),
        format!("Move the token to vertex {v}"),
    )
}

/// The coach's picture in words, with the token on vertex `here`.
pub fn analysis_words(here: usize, lang: Lang) -> String {
    lang.pick(
        format!("Phân tích ngược của cả đồ thị: mỗi đỉnh có chữ W, L hoặc D và, nếu ván kết thúc, số nước còn lại khi hai bên chơi tốt nhất. Quân đang ở đỉnh {here} (viền đậm); các đỉnh nó tới được có viền nét đứt."),
        format!("The retrograde analysis of the whole graph: every vertex has its letter W, L or D and, where the game ends, the moves left with best play. The token is on vertex {here} (thick ring); the vertices it can reach have a dashed ring."),
    )
}

pub const HOW_TO_MOVE: Words = (
    "bấm một đỉnh mà mũi tên từ quân tới được (○), hoặc gõ số của đỉnh.",
    "click a vertex an arrow from the token reaches (○), or type its number.",
);
pub const TYPED_VERTEX: Words = (
    "Hoặc gõ số của đỉnh muốn tới (ví dụ 3)",
    "Or type the number of the vertex to go to (e.g. 3)",
);
