"""The font steps of `./x fonts` (see `refresh_fonts` in x).

    python3 tests/support/fonts.py merge OUT.ttf SITE_TEXT PART.woff2...
        one font from npm's unicode-range files of a face, the first file's glyph winning where
        two have a character; of JetBrains Mono's code ligatures, only those whose sequences
        occur in SITE_TEXT (the site's texts: tests/support/site-chars.mjs --text)
    python3 tests/support/fonts.py math-unicodes CHARS
        the code points to keep of the math font: the formulas' characters (CHARS, written by
        tests/support/math-chars.mjs) and MathML's invisible operators
"""

import sys

from fontTools.merge import Merger
from fontTools.ttLib import TTFont


def merge(out, site_text, *parts):
    font = Merger().merge(parts)
    # The outlines as they were, and the dates of the first file: a rerun gives the same bytes.
    font.recalcTimestamp = False
    first = TTFont(parts[0])["head"]
    font["head"].created, font["head"].modified = first.created, first.modified
    keep_used_ligatures(font, open(site_text, encoding="utf-8").read())
    font.save(out)


def keep_used_ligatures(font, text):
    """JetBrains Mono draws code's operators (->, ==, </) as ligatures, one 'calt' lookup each (a
    context that swaps the sequence for a spacer and the ligature). Keep the lookups of the
    sequences that some text of the site has, and so their glyphs: its code looks the same."""
    char = {}
    for code, name in font.getBestCmap().items():
        char.setdefault(name, chr(code))
    gsub = font["GSUB"].table
    lookups = gsub.LookupList.Lookup

    def nested(lookup):
        for table in lookup.SubTable:
            for rules in getattr(table, "ChainSubRuleSet", None) or []:
                for rule in rules.ChainSubRule if rules else []:
                    yield from (r.LookupListIndex for r in rule.SubstLookupRecord)
            for rules in getattr(table, "ChainSubClassSet", None) or []:
                for rule in (rules.ChainSubClassRule or []) if rules else []:
                    yield from (r.LookupListIndex for r in rule.SubstLookupRecord)
            yield from (r.LookupListIndex for r in getattr(table, "SubstLookupRecord", None) or [])

    for record in gsub.FeatureList.FeatureRecord:
        if record.FeatureTag != "calt":
            continue
        kept = []
        for index in record.Feature.LookupListIndex:
            made = {g for n in nested(lookups[index]) for t in lookups[n].SubTable for g in getattr(t, "mapping", {}).values()}
            ligatures = {g for g in made if g.endswith(".liga")}
            sequences = {"".join(char.get(p, "\0") for p in g[: -len(".liga")].split("_")) for g in ligatures}
            # Anything else (another substitution, a part not named after its character) is kept.
            if not ligatures or made - ligatures - {"SPC"} or any(s in text or "\0" in s for s in sequences):
                kept.append(index)
        record.Feature.LookupListIndex = kept
        record.Feature.LookupCount = len(kept)


def math_unicodes(chars):
    shown = {ord(c) for c in open(chars, encoding="utf-8").read()}
    # The invisible operators (function application, times, separator) that MathML may add.
    invisible = {0x2061, 0x2062, 0x2063}
    print(",".join("U+%04X" % c for c in sorted(shown | invisible)))


if __name__ == "__main__":
    command, *arguments = sys.argv[1:]
    {"merge": merge, "math-unicodes": math_unicodes}[command](*arguments)
