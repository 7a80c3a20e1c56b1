#include "outbox/mail_message.hpp"

#include <gmime/gmime.h>

#include <algorithm>
#include <memory>
#include <mutex>

#include "common/text.hpp"

namespace firm::outbox {

namespace {

// GMime is initialised once, before the first message, from whichever thread sends first.
void InitOnce() {
  static std::once_flag once;
  std::call_once(once, [] { g_mime_init(); });
}

// GObject references released at the end of a scope.
struct Unref {
  void operator()(gpointer object) const {
    if (object) g_object_unref(object);
  }
};
template <typename T>
using Ref = std::unique_ptr<T, Unref>;

std::string DomainOf(const std::string& address) {
  auto at = address.rfind('@');
  return at == std::string::npos ? "localhost" : address.substr(at + 1);
}

// The local part of the Message-ID: whatever the delivery id holds, only letters, digits, '-'
// and '_' reach the header (atext without dots: never an invalid dot-atom).
std::string MessageIdPart(std::string_view id) {
  std::string out;
  for (char c : id.substr(0, 100)) {
    if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' ||
        c == '_') {
      out += c;
    }
  }
  return out.empty() ? "notification" : out;
}

void AddMailbox(InternetAddressList* list, const std::string& name, const std::string& address) {
  InternetAddress* mailbox =
      internet_address_mailbox_new(name.empty() ? nullptr : name.c_str(), address.c_str());
  internet_address_set_charset(mailbox, "utf-8");
  internet_address_list_add(list, mailbox);
  g_object_unref(mailbox);
}

// A text part in UTF-8 whatever it holds (GMime would otherwise pick the smallest charset that
// fits), quoted-printable.
GMimeObject* TextPart(const MailPart& part) {
  const auto slash = part.media_type.find('/');
  const std::string type = part.media_type.substr(0, slash);
  const std::string subtype =
      slash == std::string::npos ? "plain" : part.media_type.substr(slash + 1);
  GMimePart* mime = g_mime_part_new_with_type(type.c_str(), subtype.c_str());
  g_mime_object_set_content_type_parameter(GMIME_OBJECT(mime), "charset", "utf-8");
  for (const auto& [name, value] : part.parameters) {
    g_mime_object_set_content_type_parameter(GMIME_OBJECT(mime), name.c_str(), value.c_str());
  }
  Ref<GMimeStream> stream(g_mime_stream_mem_new_with_buffer(part.text.data(), part.text.size()));
  Ref<GMimeDataWrapper> content(
      g_mime_data_wrapper_new_with_stream(stream.get(), GMIME_CONTENT_ENCODING_DEFAULT));
  g_mime_part_set_content(mime, content.get());
  g_mime_part_set_content_encoding(mime, GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE);
  if (!part.attachment.empty()) g_mime_part_set_filename(mime, part.attachment.c_str());
  return GMIME_OBJECT(mime);
}

bool IsEncodedWord(std::string_view token) {
  return token.size() > 8 && token.starts_with("=?") && token.ends_with("?=");
}

// A header value as a reader shows it: unfolded, each RFC 2047 encoded word decoded on its own,
// and the white space between two encoded words dropped (RFC 2047 6.2). GMime's own decoder
// joins adjacent "B" words before decoding them, and so stops at the padding of the first one.
std::string DecodedHeader(const char* raw) {
  if (!raw) return "";
  char* unfolded = g_mime_utils_header_unfold(raw);
  const std::string_view text(unfolded);
  std::string out;
  std::string space;
  bool last_encoded = false;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t start = text.find_first_not_of(" \t", at);
    if (start == std::string_view::npos) break;
    space = std::string(text.substr(at, start - at));
    const std::size_t end = std::min(text.find_first_of(" \t", start), text.size());
    const std::string token(text.substr(start, end - start));
    const bool encoded = IsEncodedWord(token);
    if (!(encoded && last_encoded) && !out.empty()) out += space;
    if (encoded) {
      char* decoded = g_mime_utils_header_decode_text(nullptr, token.c_str());
      out += decoded ? decoded : token;
      g_free(decoded);
    } else {
      out += token;
    }
    last_encoded = encoded;
    at = end;
  }
  g_free(unfolded);
  return out;
}

std::string DecodedContent(GMimePart* part) {
  GMimeDataWrapper* content = g_mime_part_get_content(part);
  if (!content) return "";
  Ref<GMimeStream> out(g_mime_stream_mem_new());
  g_mime_data_wrapper_write_to_stream(content, out.get());
  GByteArray* bytes = g_mime_stream_mem_get_byte_array(GMIME_STREAM_MEM(out.get()));
  return std::string(reinterpret_cast<const char*>(bytes->data), bytes->len);
}

}  // namespace

std::string BuildMail(const MailMessage& message) {
  InitOnce();
  const MailHeaderFields& header = message.header;
  Ref<GMimeMessage> mail(g_mime_message_new(FALSE));
  AddMailbox(g_mime_message_get_from(mail.get()), header.from_name, header.from);
  AddMailbox(g_mime_message_get_to(mail.get()), "", header.to);
  g_mime_message_set_subject(mail.get(), header.subject.c_str(), "utf-8");
  const std::string id = MessageIdPart(header.message_id) + "@" + DomainOf(header.from);
  g_mime_message_set_message_id(mail.get(), id.c_str());
  GDateTime* date = g_date_time_new_from_unix_utc(
      std::chrono::duration_cast<std::chrono::seconds>(header.now.time_since_epoch()).count());
  g_mime_message_set_date(mail.get(), date);
  g_date_time_unref(date);
  for (const auto& [name, value] : message.extra_headers) {
    g_mime_object_set_header(GMIME_OBJECT(mail.get()), name.c_str(), value.c_str(), nullptr);
  }
  g_mime_object_set_header(GMIME_OBJECT(mail.get()), "Auto-Submitted", "auto-generated", nullptr);

  if (message.parts.size() == 1) {
    Ref<GMimeObject> part(TextPart(message.parts.front()));
    g_mime_message_set_mime_part(mail.get(), part.get());
  } else {
    Ref<GMimeMultipart> multipart(g_mime_multipart_new_with_subtype(message.multipart.c_str()));
    for (const auto& each : message.parts) {
      Ref<GMimeObject> part(TextPart(each));
      g_mime_multipart_add(multipart.get(), part.get());
    }
    g_mime_message_set_mime_part(mail.get(), GMIME_OBJECT(multipart.get()));
  }

  GMimeFormatOptions* options = g_mime_format_options_new();
  g_mime_format_options_set_newline_format(options, GMIME_NEWLINE_FORMAT_DOS);
  char* text = g_mime_object_to_string(GMIME_OBJECT(mail.get()), options);
  g_mime_format_options_free(options);
  std::string out(text ? text : "");
  g_free(text);
  return out;
}

std::optional<std::string> ReadMail::Header(std::string_view name) const {
  for (const auto& [field, value] : headers) {
    if (common::EqualsIgnoreCase(field, name)) return value;
  }
  return std::nullopt;
}

std::string ReadMail::Text() const {
  std::string out;
  for (const auto& part : parts) {
    if (!part.media_type.starts_with("text/")) continue;
    if (!out.empty()) out += "\n";
    out += part.text;
  }
  return out;
}

std::optional<ReadMail> ReadMailMessage(std::string_view raw) {
  InitOnce();
  // GMime's parser reads a message in its canonical form, LF line ends (its decoder of folded
  // encoded words stops at a CR): the wire's CRLF are read as LF.
  std::string text;
  text.reserve(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] == '\r' && i + 1 < raw.size() && raw[i + 1] == '\n') continue;
    text += raw[i];
  }
  Ref<GMimeStream> stream(g_mime_stream_mem_new_with_buffer(text.data(), text.size()));
  Ref<GMimeParser> parser(g_mime_parser_new_with_stream(stream.get()));
  Ref<GMimeMessage> mail(g_mime_parser_construct_message(parser.get(), nullptr));
  if (!mail) return std::nullopt;
  ReadMail out;
  if (const char* subject = g_mime_object_get_header(GMIME_OBJECT(mail.get()), "Subject")) {
    // The raw value, decoded word by word (DecodedHeader).
    GMimeHeaderList* list = g_mime_object_get_header_list(GMIME_OBJECT(mail.get()));
    GMimeHeader* header = g_mime_header_list_get_header(list, "Subject");
    out.subject = header ? DecodedHeader(g_mime_header_get_raw_value(header)) : subject;
  }
  if (const char* id = g_mime_message_get_message_id(mail.get())) out.message_id = id;
  auto first = [](InternetAddressList* list, std::string* name, std::string* address) {
    if (!list || internet_address_list_length(list) == 0) return;
    InternetAddress* each = internet_address_list_get_address(list, 0);
    if (name && internet_address_get_name(each)) *name = internet_address_get_name(each);
    if (INTERNET_ADDRESS_IS_MAILBOX(each)) {
      *address = internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(each));
    }
  };
  first(g_mime_message_get_from(mail.get()), &out.from_name, &out.from);
  first(g_mime_message_get_to(mail.get()), nullptr, &out.to);
  GMimeHeaderList* headers = g_mime_object_get_header_list(GMIME_OBJECT(mail.get()));
  for (int i = 0; i < g_mime_header_list_get_count(headers); ++i) {
    GMimeHeader* header = g_mime_header_list_get_header_at(headers, i);
    const char* value = g_mime_header_get_value(header);
    out.headers.emplace_back(g_mime_header_get_name(header), value ? value : "");
  }
  GMimePartIter* iter = g_mime_part_iter_new(GMIME_OBJECT(mail.get()));
  do {
    GMimeObject* current = g_mime_part_iter_get_current(iter);
    if (current && GMIME_IS_PART(current)) {
      GMimeContentType* type = g_mime_object_get_content_type(current);
      ReadPart part;
      part.media_type = std::string(g_mime_content_type_get_media_type(type)) + "/" +
                        g_mime_content_type_get_media_subtype(type);
      if (const char* name = g_mime_part_get_filename(GMIME_PART(current))) part.attachment = name;
      part.text = DecodedContent(GMIME_PART(current));
      out.parts.push_back(std::move(part));
    }
  } while (g_mime_part_iter_next(iter));
  g_mime_part_iter_free(iter);
  // A message of one part: the iterator starts below the message, at its one part.
  if (out.parts.empty()) {
    GMimeObject* body = g_mime_message_get_mime_part(mail.get());
    if (body && GMIME_IS_PART(body)) {
      GMimeContentType* type = g_mime_object_get_content_type(body);
      out.parts.push_back({std::string(g_mime_content_type_get_media_type(type)) + "/" +
                               g_mime_content_type_get_media_subtype(type),
                           "", DecodedContent(GMIME_PART(body))});
    }
  }
  return out;
}

}  // namespace firm::outbox
