#include "canvas.hpp"

#include <utility>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "text_fit.hpp"

namespace duel::ui {
namespace {

constexpr double kPi = 3.14159265358979323846;

Uint8 mix(Uint8 a, Uint8 b, double f) {
  return static_cast<Uint8>(std::clamp(a + (b - a) * f, 0.0, 255.0));
}

SDL_Color sdl(Rgba c) { return {c.r, c.g, c.b, c.a}; }

// Points around a rounded rectangle (convex), clockwise.
std::vector<SDL_FPoint> rounded_points(const Rect& r, float radius, int seg) {
  std::vector<SDL_FPoint> pts;
  const float x0 = float(r.x), y0 = float(r.y), x1 = float(r.right()), y1 = float(r.bottom());
  const SDL_FPoint centres[4] = {{x1 - radius, y0 + radius}, {x1 - radius, y1 - radius},
                                 {x0 + radius, y1 - radius}, {x0 + radius, y0 + radius}};
  for (int corner = 0; corner < 4; ++corner) {
    const double start = -kPi / 2 + corner * kPi / 2;
    for (int i = 0; i <= seg; ++i) {
      const double a = start + (kPi / 2) * i / seg;
      pts.push_back({centres[corner].x + radius * float(std::cos(a)), centres[corner].y + radius * float(std::sin(a))});
    }
  }
  return pts;
}

}  // namespace

Rgba Rgba::darker(double f) const { return {mix(r, 0, f), mix(g, 0, f), mix(b, 0, f), a}; }
Rgba Rgba::lighter(double f) const { return {mix(r, 255, f), mix(g, 255, f), mix(b, 255, f), a}; }

Canvas::Canvas(SDL_Renderer* renderer, std::string font_dir)
    : renderer_(renderer), font_dir_(std::move(font_dir)) {
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
}

Canvas::~Canvas() {
  for (auto& [key, t] : cache_) SDL_DestroyTexture(t.texture);
  for (auto& [key, t] : pictures_) SDL_DestroyTexture(t);
  for (auto& [key, f] : fonts_) TTF_CloseFont(f);
  if (layer_) SDL_DestroyTexture(layer_);
}

bool Canvas::begin_layer(int w, int h) {
  if (!SDL_RenderTargetSupported(renderer_)) return false;
  if (!layer_ || layer_w_ != w || layer_h_ != h) {
    if (layer_) SDL_DestroyTexture(layer_);
    layer_ = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    layer_w_ = w;
    layer_h_ = h;
    if (!layer_) return false;
  }
  SDL_SetRenderTarget(renderer_, layer_);
  return true;
}

void Canvas::end_layer() { SDL_SetRenderTarget(renderer_, nullptr); }

void Canvas::draw_layer() {
  if (!layer_) return;
  SDL_SetTextureBlendMode(layer_, SDL_BLENDMODE_NONE);
  SDL_RenderCopy(renderer_, layer_, nullptr, nullptr);
}

bool Canvas::fonts_ok(std::string& error) {
  if (font(12, FontWeight::Regular) && font(12, FontWeight::Bold) && font(12, FontWeight::Condensed)) return true;
  error = font_error_;
  return false;
}

TTF_Font* Canvas::font(int size, FontWeight w) {
  size = std::clamp(size, 4, 200);
  const int key = size * 4 + static_cast<int>(w);
  if (auto it = fonts_.find(key); it != fonts_.end()) return it->second;
  const char* file = w == FontWeight::Bold        ? "/DejaVuSans-Bold.ttf"
                     : w == FontWeight::Condensed ? "/DejaVuSansCondensed-Bold.ttf"
                                                  : "/DejaVuSans.ttf";
  const std::string path = font_dir_ + file;
  TTF_Font* f = TTF_OpenFont(path.c_str(), size);
  if (!f) {
    font_error_ = "cannot open font " + path + ": " + TTF_GetError();
    return nullptr;
  }
  fonts_[key] = f;
  return f;
}

void Canvas::clear(Rgba c) {
  SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
  SDL_RenderClear(renderer_);
}

void Canvas::fill(const Rect& r, Rgba c) {
  if (r.empty()) return;
  // Opaque fills skip blending: much faster in the software renderer.
  if (c.a == 255) SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
  SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
  const SDL_Rect sr{r.x, r.y, r.w, r.h};
  SDL_RenderFillRect(renderer_, &sr);
  if (c.a == 255) SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
}

void Canvas::outline(const Rect& r, Rgba c, int thickness) {
  for (int i = 0; i < thickness; ++i) {
    const Rect q = r.inset(i);
    if (q.empty()) break;
    SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
    const SDL_Rect sr{q.x, q.y, q.w, q.h};
    SDL_RenderDrawRect(renderer_, &sr);
  }
}

void Canvas::polygon(const std::vector<SDL_FPoint>& points, Rgba c) {
  if (points.size() < 3) return;
  std::vector<SDL_Vertex> v;
  v.reserve((points.size() - 2) * 3);
  const SDL_Color col = sdl(c);
  for (std::size_t i = 1; i + 1 < points.size(); ++i) {
    v.push_back({points[0], col, {0, 0}});
    v.push_back({points[i], col, {0, 0}});
    v.push_back({points[i + 1], col, {0, 0}});
  }
  SDL_RenderGeometry(renderer_, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void Canvas::rounded(const Rect& r, int radius, Rgba c) {
  if (r.empty()) return;
  radius = std::min({radius, r.w / 2, r.h / 2});
  if (radius <= 1) return fill(r, c);
  if (r.w * r.h < 4000) {
    polygon(rounded_points(r, float(radius), radius < 4 ? 2 : 5), c);
    return;
  }
  // Large areas: rectangles for the body (fast fills) and small fans for the corners.
  fill(Rect{r.x + radius, r.y, r.w - 2 * radius, r.h}, c);
  fill(Rect{r.x, r.y + radius, radius, r.h - 2 * radius}, c);
  fill(Rect{r.right() - radius, r.y + radius, radius, r.h - 2 * radius}, c);
  const int seg = 6;
  const float rad = float(radius);
  const SDL_FPoint centres[4] = {{float(r.right() - radius), float(r.y + radius)},
                                 {float(r.right() - radius), float(r.bottom() - radius)},
                                 {float(r.x + radius), float(r.bottom() - radius)},
                                 {float(r.x + radius), float(r.y + radius)}};
  for (int corner = 0; corner < 4; ++corner) {
    std::vector<SDL_FPoint> fan{centres[corner]};
    const double start = -kPi / 2 + corner * kPi / 2;
    for (int i = 0; i <= seg; ++i) {
      const double a = start + (kPi / 2) * i / seg;
      fan.push_back({centres[corner].x + rad * float(std::cos(a)), centres[corner].y + rad * float(std::sin(a))});
    }
    polygon(fan, c);
  }
}

void Canvas::rounded_outline(const Rect& r, int radius, Rgba c, int thickness) {
  if (r.empty()) return;
  radius = std::min({radius, r.w / 2, r.h / 2});
  if (radius <= 1) return outline(r, c, thickness);
  // A ring of quads between the outer and the inner rounded outline.
  // Both outlines with the same number of points, so that they pair up into quads.
  const int seg = radius < 4 ? 2 : 5;
  const auto outer = rounded_points(r, float(radius), seg);
  const Rect in = r.inset(thickness);
  const auto inner = rounded_points(in, float(std::max(1, radius - thickness)), seg);
  std::vector<SDL_Vertex> v;
  const SDL_Color col = sdl(c);
  const std::size_t n = std::min(outer.size(), inner.size());
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t j = (i + 1) % n;
    v.push_back({outer[i], col, {0, 0}});
    v.push_back({outer[j], col, {0, 0}});
    v.push_back({inner[i], col, {0, 0}});
    v.push_back({inner[i], col, {0, 0}});
    v.push_back({outer[j], col, {0, 0}});
    v.push_back({inner[j], col, {0, 0}});
  }
  SDL_RenderGeometry(renderer_, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void Canvas::circle(int cx, int cy, int radius, Rgba c) {
  if (radius <= 0) return;
  const int seg = std::clamp(radius, 10, 40);
  std::vector<SDL_FPoint> pts;
  pts.reserve(static_cast<std::size_t>(seg));
  for (int i = 0; i < seg; ++i) {
    const double a = 2 * kPi * i / seg;
    pts.push_back({float(cx + radius * std::cos(a)), float(cy + radius * std::sin(a))});
  }
  polygon(pts, c);
}

void Canvas::ring(int cx, int cy, int radius, int thickness, Rgba c) {
  if (radius <= 0) return;
  const int seg = std::clamp(radius, 10, 40);
  std::vector<SDL_Vertex> v;
  const SDL_Color col = sdl(c);
  const float r0 = float(radius), r1 = float(std::max(0, radius - thickness));
  for (int i = 0; i < seg; ++i) {
    const double a = 2 * kPi * i / seg, b = 2 * kPi * (i + 1) / seg;
    const SDL_FPoint o1{float(cx + r0 * std::cos(a)), float(cy + r0 * std::sin(a))};
    const SDL_FPoint o2{float(cx + r0 * std::cos(b)), float(cy + r0 * std::sin(b))};
    const SDL_FPoint i1{float(cx + r1 * std::cos(a)), float(cy + r1 * std::sin(a))};
    const SDL_FPoint i2{float(cx + r1 * std::cos(b)), float(cy + r1 * std::sin(b))};
    for (const SDL_FPoint& p : {o1, o2, i1, i1, o2, i2}) v.push_back({p, col, {0, 0}});
  }
  SDL_RenderGeometry(renderer_, nullptr, v.data(), static_cast<int>(v.size()), nullptr, 0);
}

void Canvas::line(int x1, int y1, int x2, int y2, Rgba c, int thickness) {
  if (thickness <= 1) {
    SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
    SDL_RenderDrawLine(renderer_, x1, y1, x2, y2);
    return;
  }
  const double dx = x2 - x1, dy = y2 - y1, len = std::max(0.001, std::hypot(dx, dy));
  const float nx = float(-dy / len * thickness / 2), ny = float(dx / len * thickness / 2);
  polygon({{float(x1) + nx, float(y1) + ny},
           {float(x2) + nx, float(y2) + ny},
           {float(x2) - nx, float(y2) - ny},
           {float(x1) - nx, float(y1) - ny}},
          c);
}

void Canvas::vgradient(const Rect& r, Rgba top, Rgba bottom) {
  if (r.empty()) return;
  if (r.w * r.h > 6000) {
    // Large areas: horizontal bands of flat colour (fast fills) instead of shaded triangles.
    const int bands = std::clamp(r.h / 3, 1, 64);
    for (int i = 0; i < bands; ++i) {
      const int y0 = r.y + r.h * i / bands, y1 = r.y + r.h * (i + 1) / bands;
      const double f = bands > 1 ? double(i) / (bands - 1) : 0.0;
      const Rgba col{mix(top.r, bottom.r, f), mix(top.g, bottom.g, f), mix(top.b, bottom.b, f), mix(top.a, bottom.a, f)};
      fill(Rect{r.x, y0, r.w, y1 - y0}, col);
    }
    return;
  }
  const SDL_Color t = sdl(top), b = sdl(bottom);
  const float x0 = float(r.x), y0 = float(r.y), x1 = float(r.right()), y1 = float(r.bottom());
  const SDL_Vertex v[6] = {{{x0, y0}, t, {0, 0}}, {{x1, y0}, t, {0, 0}}, {{x0, y1}, b, {0, 0}},
                           {{x0, y1}, b, {0, 0}}, {{x1, y0}, t, {0, 0}}, {{x1, y1}, b, {0, 0}}};
  SDL_RenderGeometry(renderer_, nullptr, v, 6, nullptr, 0);
}

const Canvas::CachedText* Canvas::render_text(std::string_view s, int size, Rgba c, FontWeight w) {
  if (s.empty()) return nullptr;
  std::string key;
  key.reserve(s.size() + 16);
  key += std::to_string(size);
  key += char('a' + static_cast<int>(w));
  key.append(reinterpret_cast<const char*>(&c), sizeof c);
  key += s;
  if (auto it = cache_.find(key); it != cache_.end()) return &it->second;
  TTF_Font* f = font(size, w);
  if (!f) return nullptr;
  const std::string str(s);
  SDL_Surface* surface = TTF_RenderUTF8_Blended(f, str.c_str(), sdl(c));
  if (!surface) return nullptr;
  CachedText t;
  t.texture = SDL_CreateTextureFromSurface(renderer_, surface);
  t.w = surface->w;
  t.h = surface->h;
  SDL_FreeSurface(surface);
  if (!t.texture) return nullptr;
  return &cache_.emplace(std::move(key), t).first->second;
}

int Canvas::text(std::string_view s, int x, int y, int size, Rgba c, FontWeight w, Align align) {
  if (captured_) captured_->emplace_back(s);
  const CachedText* t = render_text(s, size, c, w);
  if (!t) return 0;
  if (align == Align::Center) x -= t->w / 2;
  if (align == Align::Right) x -= t->w;
  const SDL_Rect dst{x, y, t->w, t->h};
  SDL_RenderCopy(renderer_, t->texture, nullptr, &dst);
  return t->w;
}

int Canvas::text_width(std::string_view s, int size, FontWeight w) {
  if (s.empty()) return 0;
  std::string key = std::to_string(size * 4 + static_cast<int>(w));
  key += '|';
  key += s;
  if (auto it = widths_.find(key); it != widths_.end()) return it->second;
  TTF_Font* f = font(size, w);
  if (!f) return 0;
  int tw = 0, th = 0;
  TTF_SizeUTF8(f, std::string(s).c_str(), &tw, &th);
  widths_.emplace(std::move(key), tw);
  return tw;
}

void Canvas::fit_text(std::string_view s, const Rect& r, int size, int min_size, Rgba c, FontWeight w,
                      Align align) {
  fit(s, r, size, min_size, c, w, align, false);
}

void Canvas::fit_name(std::string_view s, const Rect& r, int size, int min_size, Rgba c, FontWeight w,
                      Align align) {
  fit(s, r, size, min_size, c, w, align, true);
}

// Shrinks s down to min_size, then shortens it: a name by abbreviate_name, other text
// with "…" (ellipsize). Each decision is kept, keyed by everything it depends on.
void Canvas::fit(std::string_view s, const Rect& r, int size, int min_size, Rgba c, FontWeight w, Align align,
                 bool as_name) {
  if (captured_) captured_->emplace_back(s);
  std::string key = std::to_string(size) + "," + std::to_string(min_size) + "," + std::to_string(r.w) + "," +
                    std::to_string(static_cast<int>(w)) + (as_name ? "|name|" : "|");
  key += s;
  auto it = fits_.find(key);
  if (it == fits_.end()) {
    int sz = size;
    while (sz > min_size && text_width(s, sz, w) > r.w) --sz;
    const auto width = [&](std::string_view t) { return text_width(t, sz, w); };
    std::string str = as_name ? abbreviate_name(s, r.w, width) : ellipsize(s, r.w, width);
    // DUEL_UI_FIT_REPORT: each text shrunk or shortened, once (tests check names fit).
    static const bool report = std::getenv("DUEL_UI_FIT_REPORT") != nullptr;
    if (report && (sz < size || str != s)) {
      std::fprintf(stderr, "7wd: text fitted: \"%s\" shown as \"%s\" at %d px (asked %d, width %d)\n",
                   std::string(s).c_str(), str.c_str(), sz, size, r.w);
    }
    it = fits_.emplace(std::move(key), std::make_pair(sz, std::move(str))).first;
  }
  const int sz = it->second.first;
  const std::string& str = it->second.second;
  TTF_Font* f = font(sz, w);
  const int h = f ? TTF_FontHeight(f) : sz;
  const int x = align == Align::Left ? r.x : align == Align::Center ? r.center_x() : r.right();
  text(str, x, r.y + (r.h - h) / 2, sz, c, w, align);
}

std::vector<std::string> Canvas::wrap(std::string_view s, int width, int size, FontWeight w) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start <= s.size()) {
    const std::size_t nl = s.find('\n', start);
    const std::string_view para = s.substr(start, nl == std::string_view::npos ? s.size() - start : nl - start);
    std::string line;
    std::size_t pos = 0;
    while (pos < para.size()) {
      std::size_t sp = para.find(' ', pos);
      if (sp == std::string_view::npos) sp = para.size();
      const std::string word(para.substr(pos, sp - pos));
      const std::string candidate = line.empty() ? word : line + " " + word;
      if (!line.empty() && text_width(candidate, size, w) > width) {
        lines.push_back(line);
        line = word;
      } else {
        line = candidate;
      }
      pos = sp + 1;
    }
    lines.push_back(line);
    if (nl == std::string_view::npos) break;
    start = nl + 1;
  }
  return lines;
}

int Canvas::paragraph(std::string_view s, int x, int y, int width, int size, Rgba c, FontWeight w) {
  // Captured whole: a name the lines break is still read as one.
  std::vector<std::string>* const captured = std::exchange(captured_, nullptr);
  if (captured) captured->emplace_back(s);
  TTF_Font* f = font(size, w);
  const int line_h = f ? TTF_FontLineSkip(f) : size + 2;
  for (const std::string& line : wrap(s, width, size, w)) {
    text(line, x, y, size, c, w);
    y += line_h;
  }
  captured_ = captured;
  return y;
}

void Canvas::set_clip(const Rect* r) {
  if (!r) {
    SDL_RenderSetClipRect(renderer_, nullptr);
    return;
  }
  const SDL_Rect sr{r->x, r->y, r->w, r->h};
  SDL_RenderSetClipRect(renderer_, &sr);
}

void Canvas::trim_cache() {
  if (cache_.size() > 4000) {
    for (auto& [key, t] : cache_) SDL_DestroyTexture(t.texture);
    cache_.clear();
  }
  if (pictures_.size() > 1500) {
    for (auto& [key, t] : pictures_) SDL_DestroyTexture(t);
    pictures_.clear();
  }
  if (fits_.size() > 8000) fits_.clear();
  if (widths_.size() > 20000) widths_.clear();
}

static std::string picture_key(const std::string& key, const Rect& r) {
  return key + "@" + std::to_string(r.w) + "x" + std::to_string(r.h);
}

SDL_Texture* Canvas::find_cached(const std::string& key, const Rect& r) {
  auto it = pictures_.find(picture_key(key, r));
  return it == pictures_.end() ? nullptr : it->second;
}

SDL_Texture* Canvas::begin_cached(const std::string& key, const Rect& r) {
  if (!SDL_RenderTargetSupported(renderer_)) return nullptr;
  SDL_Texture* t = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, r.w, r.h);
  if (!t) return nullptr;
  SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
  targets_.push_back(SDL_GetRenderTarget(renderer_));
  SDL_SetRenderTarget(renderer_, t);
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
  SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 0);
  SDL_RenderClear(renderer_);
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
  pictures_[picture_key(key, r)] = t;
  return t;
}

void Canvas::end_cached() {
  SDL_Texture* previous = targets_.empty() ? nullptr : targets_.back();
  if (!targets_.empty()) targets_.pop_back();
  SDL_SetRenderTarget(renderer_, previous);
}

}  // namespace duel::ui
