/// A layout transition recorded frame by frame, for playback in the HTML player (``HTMLPlayer``).
///
/// A recorder fills in one ``Frame`` per rendered frame: the time, the scroll state and the
/// geometry of every element (``Element``), exactly as a collection view would draw them.
///
/// ## JSON format (version 1)
///
/// `Codable` writes, and the player embeds, one compact object. Strings that repeat on every
/// frame (element ids, labels, kinds) are stored once in a string table and referred to by index;
/// each element is a fixed-length array of numbers:
///
/// ```
/// {"v":1,
///  "title":"grid → list",
///  "viewport":[390,844],                       // bounds width, height (points)
///  "strings":["cell [0, 0]","0","cell",...],   // interned ids, labels and kinds, in first-use order
///  "frames":[
///    {"t":0,                                   // seconds
///     "o":[0,0],                               // content offset x, y
///     "s":[390,1800],                          // content size width, height
///     "p":0.42,                                // the transition's progress (absent at rest)
///     "e":[[0,1,2, 65,65, 120,120, 1,0,0,1, 1, 0, 0], ...]},
///    ...],
///  "summary":["60 elements", ...]}
/// ```
///
/// Element array (14 entries, in this order): `id`, `label`, `kind` (indices into `strings`),
/// `centerX`, `centerY`, `width`, `height`, transform `a`, `b`, `c`, `d`, `alpha`, `zIndex`
/// (integer) and `hidden` (`0` or `1`). Kinds are the raw values of ``Element/Kind``.
///
/// `Codable` round-trips every value exactly. The copy embedded in the player rounds element and
/// scroll geometry to 0.001 (see ``HTMLPlayer``); times stay exact.
struct Recording: Equatable, Sendable {
    /// Shown as the page title and heading.
    var title: String
    /// The width of the collection view's bounds, in points; finite and positive.
    var viewportWidth: Double
    /// The height of the collection view's bounds, in points; finite and positive.
    var viewportHeight: Double
    /// The frames in time order (times non-decreasing); at least one.
    var frames: [Frame]
    /// Free-form lines shown under the player (statistics, parameters).
    var summary: [String]

    /// Creates a recording.
    init(title: String, viewportWidth: Double, viewportHeight: Double, frames: [Frame] = [], summary: [String] = []) {
        self.title = title
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.frames = frames
        self.summary = summary
    }

    /// The JSON format version written in `"v"`.
    static let formatVersion = 1
}
