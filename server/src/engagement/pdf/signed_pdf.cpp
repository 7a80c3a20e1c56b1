#include "engagement/pdf/signed_pdf.hpp"

#include <cairo-pdf.h>
#include <cairo.h>
#include <pango/pangocairo.h>

#include <memory>
#include <stdexcept>

#include "booking/booking_words.hpp"
#include "booking/slots.hpp"
#include "outbox/acknowledgement.hpp"
#include "storage/iso_time.hpp"

namespace firm::engagement {

namespace {

// US Letter, in points, with one-inch margins.
constexpr double kPageWidth = 612;
constexpr double kPageHeight = 792;
constexpr double kMargin = 72;
constexpr double kTextWidth = kPageWidth - 2 * kMargin;

// The words of the signature block and the evidence page, in the worker's first language.
std::string Word(common::Language language, std::string_view key) {
  return outbox::WorkerWord(common::Code(language), {"agreement", "pdf", key});
}

// The lines joined by line breaks (appended one by one: GCC 12 warns wrongly of a chain of +).
std::string Lines(std::initializer_list<std::string_view> lines) {
  std::string out;
  for (const auto line : lines) {
    if (!out.empty()) out += '\n';
    out.append(line);
  }
  return out;
}

std::string CaliforniaStamp(const std::string& iso) {
  const auto at = storage::ParseInstant(iso);
  if (!at) return iso;
  const booking::LocalStamp local = booking::Pacific(*at);
  std::string out = local.date;
  out.append(" ").append(local.time).append(" (California) · ").append(iso);
  return out;
}

// Lines of text set down the pages: a new page when the next line does not fit.
class Writer {
 public:
  explicit Writer(cairo_t* cairo) : cairo_(cairo) {}

  void Paragraph(const std::string& text, const char* font, double space_after = 8,
                 const std::string& lang = "") {
    std::unique_ptr<PangoLayout, decltype(&g_object_unref)> layout(
        pango_cairo_create_layout(cairo_), g_object_unref);
    std::unique_ptr<PangoFontDescription, decltype(&pango_font_description_free)> description(
        pango_font_description_from_string(font), pango_font_description_free);
    pango_layout_set_font_description(layout.get(), description.get());
    pango_layout_set_width(layout.get(), static_cast<int>(kTextWidth * PANGO_SCALE));
    pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD_CHAR);
    if (!lang.empty()) {
      PangoAttrList* attributes = pango_attr_list_new();
      pango_attr_list_insert(attributes,
                             pango_attr_language_new(pango_language_from_string(lang.c_str())));
      pango_layout_set_attributes(layout.get(), attributes);
      pango_attr_list_unref(attributes);
    }
    pango_layout_set_text(layout.get(), text.c_str(), static_cast<int>(text.size()));
    PangoLayoutIter* iter = pango_layout_get_iter(layout.get());
    do {
      PangoRectangle logical;
      pango_layout_iter_get_line_extents(iter, nullptr, &logical);
      const double height = static_cast<double>(logical.height) / PANGO_SCALE;
      if (y_ + height > kPageHeight - kMargin) NewPage();
      const double baseline =
          static_cast<double>(pango_layout_iter_get_baseline(iter) - logical.y) / PANGO_SCALE;
      cairo_move_to(cairo_, kMargin + static_cast<double>(logical.x) / PANGO_SCALE, y_ + baseline);
      pango_cairo_show_layout_line(cairo_, pango_layout_iter_get_line_readonly(iter));
      y_ += height;
    } while (pango_layout_iter_next_line(iter));
    pango_layout_iter_free(iter);
    y_ += space_after;
  }

  void NewPage() {
    cairo_show_page(cairo_);
    y_ = kMargin;
  }

 private:
  cairo_t* cairo_;
  double y_ = kMargin;
};

cairo_status_t Append(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// The document closed and its bytes, or an error from Cairo.
std::string Finish(cairo_t* cairo, cairo_surface_t* surface, std::string& out) {
  cairo_destroy(cairo);
  cairo_surface_finish(surface);
  const cairo_status_t status = cairo_surface_status(surface);
  cairo_surface_destroy(surface);
  if (status != CAIRO_STATUS_SUCCESS) {
    throw std::runtime_error(std::string("cairo: ") + cairo_status_to_string(status));
  }
  return std::move(out);
}

}  // namespace

std::string RenderSignedPdf(const SignedCopy& copy) {
  std::string out;
  cairo_surface_t* surface =
      cairo_pdf_surface_create_for_stream(Append, &out, kPageWidth, kPageHeight);
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE,
                                 copy.texts.empty() ? "" : copy.texts.front().title.c_str());
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_AUTHOR, copy.firm_name.c_str());
  cairo_t* cairo = cairo_create(surface);
  cairo_set_source_rgb(cairo, 0, 0, 0);
  {
    Writer writer(cairo);
    const AgreementRow& row = copy.row;
    const common::Language first = row.language;
    for (std::size_t i = 0; i < copy.texts.size(); ++i) {
      const AgreementText& text = copy.texts[i];
      const std::string lang(common::Code(text.language));
      if (i > 0) writer.NewPage();
      writer.Paragraph(text.title, "DejaVu Sans Bold 15", 12, lang);
      for (const auto& section : text.sections) {
        writer.Paragraph(section.heading, "DejaVu Sans Bold 11", 4, lang);
        writer.Paragraph(section.text, "DejaVu Serif 10", 10, lang);
      }
    }
    if (!copy.signed_copy) return Finish(cairo, surface, out);
    // The signatures: the worker's as typed, and the attorney's for the firm when it was sent.
    writer.NewPage();
    writer.Paragraph(Word(first, "signatures"), "DejaVu Sans Bold 15", 12);
    const auto signed_at = storage::ParseInstant(row.signed_at);
    const auto sent_at = storage::ParseInstant(row.sent_at);
    const std::string language(common::Code(first));
    const std::string worker_signature = "/" + row.signed_name + "/";
    const std::string worker_when =
        signed_at ? booking::SpokenTime(*signed_at, language, true) : "";
    writer.Paragraph(Lines({Word(first, "worker"), worker_signature, row.worker_name, worker_when,
                            Word(first, "workerHow")}),
                     "DejaVu Serif 11", 16);
    const std::string firm_signature = "/" + row.attorney_name + "/";
    std::string attorney = row.attorney_name;
    attorney.append(", ")
        .append(Word(first, "barNumber"))
        .append(" ")
        .append(row.attorney_bar_number);
    const std::string firm_when = sent_at ? booking::SpokenTime(*sent_at, language, true) : "";
    writer.Paragraph(Lines({Word(first, "firm"), firm_signature, attorney, copy.firm_name,
                            firm_when, Word(first, "firmHow")}),
                     "DejaVu Serif 11", 16);
    // The evidence page.
    writer.NewPage();
    writer.Paragraph(Word(first, "evidence"), "DejaVu Sans Bold 15", 8);
    const std::string reference = Word(first, "reference") + " " + row.reference;
    const std::string id = Word(first, "agreementId") + " " + row.id;
    const std::string hash = Word(first, "textHash") + " " + row.text_sha256;
    writer.Paragraph(Lines({Word(first, "evidenceAbout"), reference, id, hash}), "DejaVu Sans 9",
                     12);
    for (const auto& event : copy.events) {
      std::string what = event.step;
      for (const std::string* part : {&event.actor, &event.channel, &event.address}) {
        if (!part->empty()) what.append(" · ").append(*part);
      }
      const std::string detail = event.detail.empty() ? "" : event.detail.dump();
      writer.Paragraph(Lines({CaliforniaStamp(event.at), what, event.user_agent, detail}),
                       "DejaVu Sans Mono 7.5", 6);
    }
  }
  return Finish(cairo, surface, out);
}

}  // namespace firm::engagement
