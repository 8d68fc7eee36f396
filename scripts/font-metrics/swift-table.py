"""Turns the output of advances.c into Sources/ViewSim/Text/FontFace+DejaVu.swift (stdin → stdout)."""
import sys

faces, cur = [], None
for line in sys.stdin:
    parts = line.split()
    if line.startswith("FACE"):
        path, family, style, upem, asc, desc, height = line[5:].strip().split("|")
        cur = dict(family=family, style=style, upem=int(upem), asc=int(asc), desc=int(desc), h=int(height), ranges=[])
        faces.append(cur)
    elif line.startswith("RANGE"):
        cur["ranges"].append((int(parts[1]), [int(x) for x in parts[2:]]))

names = {("DejaVu Sans", "Book"): "sans", ("DejaVu Sans", "Bold"): "sansBold",
         ("DejaVu Sans Mono", "Book"): "mono", ("DejaVu Sans Mono", "Bold"): "monoBold",
         ("DejaVu Serif", "Book"): "serif", ("DejaVu Serif", "Bold"): "serifBold"}
out = ["""// Generated from the DejaVu fonts of Debian's fonts-dejavu-core 2.37 (FreeType, unscaled, unhinted
// advances in font units). Do not edit by hand: `scripts/generate-font-metrics` writes this file, and
// ViewSimRenderingTests checks every advance against what cairo measures with the font it draws with.
// Models: the real metrics of the faces viewsim draws text with, so layout sizes text as it is drawn.
// Simplifies: only the code points listed in `ranges` (Latin, punctuation, arrows, a few symbols).

extension FontFace {
"""]
for f in faces:
    name = names[(f["family"], f["style"])]
    out.append(f"    /// {f['family']} {f['style']}.")
    out.append(f"    static let {name} = FontFace(")
    out.append(f"        family: \"{f['family']}\", isBold: {'true' if f['style'] == 'Bold' else 'false'},")
    out.append(f"        unitsPerEm: {f['upem']}, ascender: {f['asc']}, descender: {f['desc']}, lineHeight: {f['h']},")
    out.append("        ranges: [")
    for start, advances in f["ranges"]:
        out.append(f"            FontFace.Range(first: 0x{start:04X}, advances: [")
        for i in range(0, len(advances), 16):
            out.append("                " + ", ".join(str(x) for x in advances[i:i + 16]) + ",")
        out.append("            ] as [UInt16]),")
    out.append("        ]")
    out.append("    )")
    out.append("")
out.append("}")
sys.stdout.write("\n".join(out) + "\n")
