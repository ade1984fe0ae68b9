/// Small `.strings` texts the full reader diagnoses, one problem each: what the location-free paths
/// (`readValues`, `visitValues`) must refuse and leave to it.
enum BrokenStringsTexts {
    static let samples = [
        "\"a\" = \"1\";\n\"a\" = \"2\";\n",  // duplicate key (a warning)
        "\"a\" = \"1\"\n\"b\" = \"2\";\n",  // missing ';'
        "\"a\" = \"\\q\";\n",  // unknown escape
        "\"a\" = \"1\";\n/* unterminated",
        "\"a\" \"1\";\n",  // missing '='
        "\"a\" = \"x\u{0}y\";\n",  // NUL
        "\"a\" = ;\n\"b\" = \"2\";\n",
        "\"unterminated = \"1\";\n\"b\" = \"2\";\n",
    ]
}
