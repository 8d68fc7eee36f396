// Prints the unscaled, unhinted advances of the code points viewsim tabulates, for each font
// file given, with the face's units per em, ascender, descender and line height (FreeType).
// Used by scripts/generate-font-metrics.
#include <ft2build.h>
#include FT_FREETYPE_H
#include <stdio.h>
static const unsigned ranges[][2] = {{0x20,0x7E},{0xA0,0x17F},{0x2010,0x2044},{0x2190,0x2199},{0x2212,0x2212},{0x221E,0x221E},{0x2248,0x2248},{0x2260,0x2265},{0x25A0,0x25CF},{0x2713,0x2717}};
int main(int argc, char **argv) {
  FT_Library lib; FT_Init_FreeType(&lib);
  for (int f = 1; f < argc; f++) {
    FT_Face face; if (FT_New_Face(lib, argv[f], 0, &face)) { fprintf(stderr, "cannot open %s\n", argv[f]); return 1; }
    printf("FACE %s|%s|%s|%d|%d|%d|%d\n", argv[f], face->family_name, face->style_name, face->units_per_EM, face->ascender, face->descender, face->height);
    for (unsigned r = 0; r < sizeof ranges / sizeof ranges[0]; r++) {
      printf("RANGE %u", ranges[r][0]);
      for (unsigned c = ranges[r][0]; c <= ranges[r][1]; c++) {
        FT_UInt g = FT_Get_Char_Index(face, c);
        if (!g) { printf(" 0"); continue; }
        FT_Load_Glyph(face, g, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING);
        printf(" %ld", face->glyph->advance.x);
      }
      printf("\n");
    }
  }
  return 0;
}
