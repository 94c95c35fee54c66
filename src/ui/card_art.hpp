// Card faces, card backs, Wonder tiles and Progress tokens, drawn from the rules data.
#pragma once

#include "canvas.hpp"
#include "duel/rules.hpp"

namespace duel::ui {

// The sizes a card face's text is drawn at: its name (one or two lines) and the side
// of its cost icons; the structure passes the layout's (Layout::text), others none.
struct CardFaceText {
  int name = 0;  // 0: in proportion to the card
  int cost = 0;
  int name_lines = 2;  // the most lines the name may take (Layout::card_name_lines)
};

// `alpha` < 255 draws a faded card (e.g. the one the computer just took).
void draw_card_face(Canvas& c, const Rules& rules, CardId card, const Rect& r, Uint8 alpha = 255,
                    CardFaceText text = {});
// `own_back`: 0 for the Age's back, else the letter of a card with its own back (rulings
// 26): 'G' a Guild, 'T' a Grand Temple (own_back_of).
void draw_card_back(Canvas& c, int age, const Rect& r, char own_back = 0);
char own_back_of(const Rules& rules, CardId card);
// A card's colour on its face and its city strip: its colour's, Agora's Conspirators black.
Rgba card_face_colour(const Rules& rules, CardId card);

enum class WonderStatus { Unbuilt, Built, InBox, Offered };
// `tucked_age` is the Age of the card under a built Wonder (colours its marker); `text`
// the name's size and the cost icons' side (a city passes the layout's).
void draw_wonder_tile(Canvas& c, const Rules& rules, WonderId wonder, const Rect& r, WonderStatus status,
                      int tucked_age = 0, CardFaceText text = {});
void draw_progress_token(Canvas& c, const Rules& rules, TokenId token, const Rect& r);
// A Grand Temple's band: the victory points for 1, 2, 3... Temples built, in a row.
void draw_grand_temple_points(Canvas& c, const Rules& rules, const Rect& band);

}  // namespace duel::ui
