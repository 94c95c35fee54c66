// Card faces, card backs, Wonder tiles and Progress tokens, drawn from the rules data.
#pragma once

#include "canvas.hpp"
#include "duel/rules.hpp"

namespace duel::ui {

// `alpha` < 255 draws a faded card (e.g. the one the computer just took).
void draw_card_face(Canvas& c, const Rules& rules, CardId card, const Rect& r, Uint8 alpha = 255);
void draw_card_back(Canvas& c, int age, const Rect& r, bool guild = false);

enum class WonderStatus { Unbuilt, Built, InBox, Offered };
// `tucked_age` is the Age of the card under a built Wonder (colours its marker).
void draw_wonder_tile(Canvas& c, const Rules& rules, WonderId wonder, const Rect& r, WonderStatus status,
                      int tucked_age = 0);
void draw_progress_token(Canvas& c, const Rules& rules, TokenId token, const Rect& r);

}  // namespace duel::ui
