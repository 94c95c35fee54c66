// Drawing primitives over an SDL_Renderer: filled shapes, outlines and cached text.
// Everything takes window pixels; callers scale design sizes with Layout::px.
#pragma once

#include <SDL.h>
#include <SDL_ttf.h>

#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "geometry.hpp"

namespace duel::ui {

struct Rgba {
  Uint8 r = 0, g = 0, b = 0, a = 255;
  Rgba with_alpha(Uint8 alpha) const { return {r, g, b, alpha}; }
  Rgba darker(double f) const;   // f in 0..1: fraction towards black
  Rgba lighter(double f) const;  // f in 0..1: fraction towards white
};

enum class FontWeight { Regular, Bold, Condensed };
enum class Align { Left, Center, Right };

class Canvas {
 public:
  Canvas(SDL_Renderer* renderer, std::string font_dir);
  ~Canvas();
  Canvas(const Canvas&) = delete;
  Canvas& operator=(const Canvas&) = delete;

  bool fonts_ok(std::string& error);
  SDL_Renderer* renderer() const { return renderer_; }

  void clear(Rgba c);
  void fill(const Rect& r, Rgba c);
  void outline(const Rect& r, Rgba c, int thickness = 1);
  void rounded(const Rect& r, int radius, Rgba c);
  void rounded_outline(const Rect& r, int radius, Rgba c, int thickness);
  void circle(int cx, int cy, int radius, Rgba c);
  void ring(int cx, int cy, int radius, int thickness, Rgba c);
  void polygon(const std::vector<SDL_FPoint>& points, Rgba c);  // convex, filled
  void line(int x1, int y1, int x2, int y2, Rgba c, int thickness = 1);
  void vgradient(const Rect& r, Rgba top, Rgba bottom);

  // Draws text with its top-left (or top-centre / top-right) at (x, y); returns its width.
  int text(std::string_view s, int x, int y, int size, Rgba c, FontWeight w = FontWeight::Regular,
           Align align = Align::Left);
  int text_width(std::string_view s, int size, FontWeight w = FontWeight::Regular);
  // Text shrunk (down to min_size, then cut with "…") to fit r's width, centred vertically.
  void fit_text(std::string_view s, const Rect& r, int size, int min_size, Rgba c,
                FontWeight w = FontWeight::Regular, Align align = Align::Left);
  // A name shrunk the same way, then shortened in a form still read as the name
  // (abbreviate_name: "Right Pol. 1"), never cut inside a word with "…".
  void fit_name(std::string_view s, const Rect& r, int size, int min_size, Rgba c,
                FontWeight w = FontWeight::Regular, Align align = Align::Left);
  // Splits text into lines no wider than width ('\n' forces a break).
  std::vector<std::string> wrap(std::string_view s, int width, int size, FontWeight w = FontWeight::Regular);
  // Draws wrapped text from y; returns the y below the last line.
  int paragraph(std::string_view s, int x, int y, int width, int size, Rgba c,
                FontWeight w = FontWeight::Regular);

  // Draws `paint` once into a texture of r's size (remembered under `key`) and copies
  // it to r: card faces and icons are drawn once, then blitted every frame.
  template <typename Paint>
  void cached(const std::string& key, const Rect& r, Paint&& paint, Uint8 alpha = 255) {
    if (r.empty()) return;
    if (captured_) {  // the picture's words: read once by painting it afresh, then repeated
      auto words = picture_words_.find(key);
      if (words == picture_words_.end()) {
        const std::size_t from = captured_->size();
        paint(r);
        picture_words_.emplace(key, std::vector<std::string>(captured_->begin() + static_cast<std::ptrdiff_t>(from), captured_->end()));
        return;
      }
      captured_->insert(captured_->end(), words->second.begin(), words->second.end());
    }
    SDL_Texture* t = find_cached(key, r);
    if (!t) {
      t = begin_cached(key, r);
      if (!t) return paint(r);  // no render targets: draw directly
      paint(Rect{0, 0, r.w, r.h});
      end_cached();
    }
    const SDL_Rect dst{r.x, r.y, r.w, r.h};
    if (alpha != 255) SDL_SetTextureAlphaMod(t, alpha);
    SDL_RenderCopy(renderer_, t, nullptr, &dst);
    if (alpha != 255) SDL_SetTextureAlphaMod(t, 255);
  }

  // A full-window layer: begin_layer draws into it (false: not possible, draw directly),
  // draw_layer copies it to the screen without blending.
  bool begin_layer(int w, int h);
  void end_layer();
  void draw_layer();

  void set_clip(const Rect* r);
  void trim_cache();  // bounds the text cache (call once a frame)
  // The privacy audit (headless.cpp): while set, every text asked to be drawn is added to
  // `sink` whole (before any cut), and cached pictures are painted afresh so that their
  // words are seen too (once per picture; later copies repeat its words). nullptr: off.
  void capture_text(std::vector<std::string>* sink) { captured_ = sink; }

 private:
  void fit(std::string_view s, const Rect& r, int size, int min_size, Rgba c, FontWeight w, Align align,
           bool as_name);
  struct CachedText {
    SDL_Texture* texture = nullptr;
    int w = 0, h = 0;
  };
  SDL_Texture* find_cached(const std::string& key, const Rect& r);
  SDL_Texture* begin_cached(const std::string& key, const Rect& r);
  void end_cached();
  TTF_Font* font(int size, FontWeight w);
  const CachedText* render_text(std::string_view s, int size, Rgba c, FontWeight w);

  SDL_Renderer* renderer_;
  std::string font_dir_;
  std::map<int, TTF_Font*> fonts_;
  std::unordered_map<std::string, CachedText> cache_;
  std::string font_error_;
  std::unordered_map<std::string, SDL_Texture*> pictures_;
  std::unordered_map<std::string, std::pair<int, std::string>> fits_;  // fit_text decisions
  std::unordered_map<std::string, int> widths_;
  std::vector<SDL_Texture*> targets_;  // nested cached() drawing
  SDL_Texture* layer_ = nullptr;
  std::vector<std::string>* captured_ = nullptr;
  std::unordered_map<std::string, std::vector<std::string>> picture_words_;  // a cached picture's words
  int layer_w_ = 0, layer_h_ = 0;
};

}  // namespace duel::ui
