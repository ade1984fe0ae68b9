// "comment.key" must not count: Text("in.line.comment")
/* block "block.key" /* nested "nested.key" */ still comment "after.nested" */
let a = "plain.key".localized
let b = NSLocalizedString("ns.key", comment: "a \"quoted\" comment")
let c = #"raw "with" quotes \(notInterpolated) \#(interpolated)"#
let d = ##"two "# hashes "## + "after"
let e = "outer \("inner \("deepest \(L10n.Deep.key) end") mid") tail"
let f = """
    multi-line "key"
      indented \(value)
    continued \
    line
    """
let g = #"""
    raw multi """ inside
    """#
let h = "escapes \n \t \\ \u{1F600} \u{E9}"
let i = #/(?<year>\d+)"not a string"/#
let j = L10n
    .Settings // a comment between
    .title
let k = "unterminated
let l = `class`.self + $0.count + 0x1F + 1_000.5e-3
#if DEBUG
@MainActor func m() { Text("text.key") }
#endif
let n = "\(a)".localized(comment: "c") + "user.\(id).name"
