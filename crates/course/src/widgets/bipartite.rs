//! The bipartite widget: the token game on a bipartite graph, a maximum matching found by
//! augmenting paths, then each vertex's W/L label; and the token game against the computer.

use nimlab_solver::Lang;

use super::{Opening, Words};

pub const OPENING: Opening = Opening {
    title: (
        "Trò chơi trên đồ thị hai phía",
        "The game on a bipartite graph",
    ),
    intro: (
        "Quân đặt ở một đỉnh; mỗi lượt đẩy quân dọc một cạnh sang đỉnh chưa từng đứng, ai \
         không đi được thì thua. Người đến lượt ở v thắng khi và chỉ khi v có mặt trong \
         mọi cặp ghép cực đại. Đỉnh trái là L1, L2, …; đỉnh phải là R1, R2, ….",
        "A token sits on a vertex; each turn slides it along an edge to a vertex it has \
         never been on, and whoever cannot move loses. The player to move from v wins \
         exactly when v is in every maximum matching. Left vertices are L1, L2, …; right \
         ones are R1, R2, ….",
    ),
    legend: &[
        (
            "bipartite-swatch-matched",
            "◆",
            "cạnh ghép (nét đậm, hình thoi)",
            "matched edge (thick, diamond)",
        ),
        (
            "bipartite-swatch-path",
            "┅",
            "đường đang xét (nét đứt)",
            "path being used (dashed)",
        ),
        (
            "is-current",
            "◎",
            "đỉnh đang xét (vòng ngoài)",
            "vertex being looked at (outer ring)",
        ),
        (
            "is-w",
            "W",
            "W: đặt quân ở đây, người đi trước thắng",
            "W: token starts here, the player to move wins",
        ),
        (
            "is-l",
            "L",
            "L: đặt quân ở đây, người đi trước thua",
            "L: token starts here, the player to move loses",
        ),
    ],
    start: (
        "Chưa cạnh nào được ghép. Bấm “Tiến một bước” hoặc “Chạy” (▶): mỗi đỉnh trái \
         lần lượt tìm một đường tăng, rồi từng đỉnh được gắn nhãn W hoặc L.",
        "No edge is matched yet. Press “Step forward” or “Play” (▶): each left \
         vertex in turn looks for an augmenting path, then every vertex gets its \
         W or L label.",
    ),
};

pub const LEFT_VERTICES: Words = ("Số đỉnh bên trái", "Left vertices");
pub const RIGHT_VERTICES: Words = ("Số đỉnh bên phải", "Right vertices");

/// The field label of a side's number of vertices, `side`, with its limit.
pub fn side_label((vi, en): Words, max_drawn_side: u64) -> (String, String) {
    (
        format!("{vi} (1 – {max_drawn_side})"),
        format!("{en} (1 – {max_drawn_side})"),
    )
}

pub const EDGES: Words = (
    "Các cạnh trái-phải (ví dụ 1-1, 1-2, 2-1)",
    "Edges left-right (e.g. 1-1, 1-2, 2-1)",
);
pub const PREDICT: Words = (
    "Tự đoán W/L trước mỗi đỉnh",
    "Predict W/L for each vertex first",
);

/// The graph's name for a screen reader: `l` left vertices, `r` right ones, `m` edges.
pub fn graph_label(l: usize, r: usize, m: usize, lang: Lang) -> String {
    lang.pick(
        format!("Đồ thị hai phía: {l} đỉnh trái, {r} đỉnh phải, {m} cạnh"),
        format!("Bipartite graph: {l} left vertices, {r} right vertices, {m} edges"),
    )
}

/// What predict mode's score counts.
pub const VERTICES: Words = ("đỉnh", "vertices");
pub const HOW_ASKED: Words = (
    "Bấm Tiến hoặc Chạy: trước khi mỗi đỉnh được gắn nhãn, bạn sẽ được hỏi nó là W hay L.",
    "Press Step or Play: before each vertex gets its label you will be asked whether it is W or L.",
);

/// Predict mode's question before the label of vertex `name`.
pub fn question(name: &str, lang: Lang) -> String {
    lang.pick(
        format!("Đặt quân ở {name}: người đi trước thắng (W) hay thua (L)? Chọn trước khi xem (phím W / L)."),
        format!("Token on {name}: does the player to move win (W) or lose (L)? Choose before you look (keys W / L)."),
    )
}

pub const TOKEN_STARTS_ON: Words = ("Đặt quân ở", "Token starts on");

/// The game's graph for a screen reader, with the token on vertex `token`.
pub fn game_graph_label(token: &str, lang: Lang) -> String {
    lang.pick(
        format!("Đồ thị của ván chơi; quân đang ở {token}"),
        format!("The game's graph; the token is on {token}"),
    )
}

/// The vertices the token has been on, `walked`.
pub fn token_path(walked: &str, lang: Lang) -> String {
    lang.pick(
        format!("Đường quân đã đi: {walked}"),
        format!("The token's path: {walked}"),
    )
}

/// The title of the row of move buttons.
pub const MOVE_TO: Words = ("Đẩy quân tới:", "Move the token to:");

/// The move button to vertex `name`, as a screen reader says it.
pub fn move_to(name: &str, lang: Lang) -> String {
    lang.pick(
        format!("Đẩy quân tới {name}"),
        format!("Move the token to {name}"),
    )
}

pub const HINT: Words = ("Gợi ý", "Hint");
pub const HIDE_HINT: Words = ("Ẩn gợi ý", "Hide hint");
pub const HOW_TO_MOVE: Words = (
    "bấm một đỉnh kề chưa đi qua (○), hoặc gõ tên đỉnh.",
    "click an unvisited neighbour (○), or type its name.",
);
pub const TYPED_VERTEX: Words = (
    "Hoặc gõ đỉnh muốn tới (ví dụ R2)",
    "Or type the vertex to go to (e.g. R2)",
);

/// The theorem's picture in words: a maximum matching of size `m` of what is left of the
/// graph, its edges `names`, and whether it leaves the token's vertex `v` free.
pub fn matching_left(free: bool, m: usize, v: &str, names: &str, lang: Lang) -> String {
    match free {
        true => lang.pick(
            format!("Một cặp ghép cực đại (cỡ {m}) của phần còn lại bỏ trống {v} (∅): {names}."),
            format!("A maximum matching (size {m}) of what is left that leaves {v} free (∅): {names}."),
        ),
        false => lang.pick(
            format!("Một cặp ghép cực đại (cỡ {m}) của phần còn lại: {names}. Không cặp ghép cực đại nào bỏ trống {v}."),
            format!("A maximum matching (size {m}) of what is left: {names}. No maximum matching leaves {v} free."),
        ),
    }
}
