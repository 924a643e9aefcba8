//! What the Embed panel says: the two snippets (a frame and an element), the author's choices
//! (parts, theme, a frame's font), and each blog engine's files and how to use them.

use crate::widgets::Words;

pub const INTRO: Words = (
    "Dán một trong hai đoạn dưới đây vào bài viết của bạn: mô phỏng sẽ mở đúng dữ liệu và \
     đúng bước bạn đang xem.",
    "Paste one of these into your post: the simulation opens with the input and at the \
     step you are looking at now.",
);
pub const PARTS: Words = ("Phần hiển thị", "Parts to show");
pub const THEME: Words = ("Giao diện", "Theme");
/// The embed's themes: as the reader's system says, light, dark.
pub const THEMES: [(&str, Words); 3] = [
    ("auto", ("Theo máy người đọc", "As the reader's system")),
    ("light", ("Sáng", "Light")),
    ("dark", ("Tối", "Dark")),
];
pub const FONT: Words = ("Phông chữ trong khung", "Font in a frame");
/// A frame's faces: the reader's system face (the default) or the site's own.
pub const FONTS: [(&str, Words); 2] = [
    ("system", ("Của máy người đọc", "The reader's system font")),
    (
        "nimlab",
        ("Của nimlab (thêm 36 KB)", "nimlab's (36 KB more)"),
    ),
];
pub const COPY: Words = ("Chép", "Copy");
pub const FRAME: Words = (
    "Khung (iframe), dùng được ở mọi nền tảng",
    "A frame (iframe), for any platform",
);
pub const COPY_FRAME: Words = ("Chép đoạn khung", "Copy the frame snippet");
pub const FRAME_NOTE: Words = (
    "Dòng thứ hai giúp khung tự co giãn theo nội dung; nơi nào xóa thẻ script thì khung \
     giữ chiều cao đã ghi.",
    "The second line lets the frame follow its content's height; where scripts are \
     stripped, the frame keeps the height written in it.",
);
pub const ELEMENT: Words = (
    "Thẻ <nimlab-widget>, nơi cho phép script",
    "A <nimlab-widget> element, where scripts are allowed",
);
pub const COPY_ELEMENT: Words = (
    "Chép đoạn thẻ nimlab-widget",
    "Copy the nimlab-widget snippet",
);
pub const PREVIEW: Words = (
    "Xem thử khung trong thẻ mới",
    "Preview the frame in a new tab",
);
pub const COPIED: Words = ("Đã chép vào bộ nhớ tạm.", "Copied to the clipboard.");
pub const COPY_REFUSED: Words = (
    "Trình duyệt không cho chép tự động: đoạn mã đã được chọn, hãy bấm Ctrl+C.",
    "The browser refused to copy: the snippet is selected, press Ctrl+C.",
);

pub const HUGO_SUMMARY: Words = (
    "Hugo: shortcode (nên dùng)",
    "Hugo: a shortcode (recommended)",
);
pub const HUGO_NOTE: Words = (
    "Lưu hai tệp dưới đây vào thư mục layouts/shortcodes/ của trang Hugo (một lần), rồi \
     dán lệnh gọi vào bài. Mặc định Hugo không in HTML viết thẳng trong Markdown (nó \
     ghi <!-- raw HTML omitted --> thay vào, trừ khi cấu hình có \
     [markup.goldmark.renderer] unsafe = true), còn shortcode thì luôn chạy: vì thế nên \
     dùng shortcode. Muốn khung nhúng thay cho thẻ, viết nimlab-frame thay cho nimlab.",
    "Save the two files below in your Hugo site's layouts/shortcodes/ folder (once), then \
     paste the call into your post. By default Hugo drops HTML written in Markdown (it \
     writes <!-- raw HTML omitted --> instead, unless the configuration sets \
     [markup.goldmark.renderer] unsafe = true), while shortcodes always work: that is \
     why the shortcode is the way to go. For a frame instead of an element, write \
     nimlab-frame in place of nimlab.",
);

pub const JEKYLL_SUMMARY: Words = ("Jekyll: tệp include", "Jekyll: an include");
pub const JEKYLL_NOTE: Words = (
    "Lưu tệp dưới đây thành _includes/nimlab.html trong trang Jekyll (một lần), rồi dán \
     lệnh gọi vào bài.",
    "Save the file below as _includes/nimlab.html in your Jekyll site (once), then paste \
     the call into your post.",
);

pub const WORDPRESS_SUMMARY: Words = (
    "WordPress: khối HTML tùy chỉnh",
    "WordPress: a Custom HTML block",
);
pub const WORDPRESS_NOTE: Words = (
    "Thêm một khối HTML tùy chỉnh (Custom HTML) và dán khung vào. Khối này giữ thẻ iframe \
     cho người được đăng HTML tự do (quyền unfiltered_html: quản trị viên và biên tập \
     viên của một trang WordPress đơn; trên mạng nhiều trang, chỉ quản trị viên mạng). \
     Với tác giả và cộng tác viên, WordPress xóa cả script lẫn iframe khi lưu bài: hãy \
     nhờ biên tập viên dán khung. Không có script nào chỉnh chiều cao, nên khung giữ \
     chiều cao ghi sẵn, đo từ mô phỏng bạn đang xem.",
    "Add a Custom HTML block and paste the frame into it. The block keeps an iframe for \
     people who may post unfiltered HTML (the unfiltered_html capability: administrators \
     and editors of a single WordPress site; on a multisite network, super admins only). \
     For authors and contributors WordPress strips scripts and iframes alike when the \
     post is saved: ask an editor to paste the frame. No script fits its height, so the \
     frame keeps the height written in it, measured from the widget you are looking at.",
);

/// Each blog engine's snippet: the label above it (where a file goes), then the name of its
/// Copy button.
pub const HUGO_CALL: (Words, Words) = (
    (
        "Lệnh gọi trong bài (Markdown)",
        "The call in your post (Markdown)",
    ),
    ("Chép lệnh gọi Hugo", "Copy the Hugo call"),
);
pub const HUGO_SHORTCODE: (Words, Words) = (
    (
        "Tệp layouts/shortcodes/nimlab.html",
        "The file layouts/shortcodes/nimlab.html",
    ),
    ("Chép tệp nimlab.html của Hugo", "Copy Hugo's nimlab.html"),
);
pub const HUGO_FRAME_SHORTCODE: (Words, Words) = (
    (
        "Tệp layouts/shortcodes/nimlab-frame.html (bản khung nhúng)",
        "The file layouts/shortcodes/nimlab-frame.html (the frame variant)",
    ),
    (
        "Chép tệp nimlab-frame.html của Hugo",
        "Copy Hugo's nimlab-frame.html",
    ),
);
pub const JEKYLL_CALL: (Words, Words) = (
    ("Lệnh gọi trong bài", "The call in your post"),
    ("Chép lệnh gọi Jekyll", "Copy the Jekyll call"),
);
pub const JEKYLL_INCLUDE: (Words, Words) = (
    (
        "Tệp _includes/nimlab.html",
        "The file _includes/nimlab.html",
    ),
    (
        "Chép tệp nimlab.html của Jekyll",
        "Copy Jekyll's nimlab.html",
    ),
);
pub const WORD_PRESS_FRAME: (Words, Words) = (
    (
        "Khung cho khối HTML tùy chỉnh (Custom HTML)",
        "The frame for a Custom HTML block",
    ),
    ("Chép khung cho WordPress", "Copy the WordPress frame"),
);
