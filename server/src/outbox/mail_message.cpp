#include "outbox/mail_message.hpp"

#include <algorithm>
#include <memory>
#include <mutex>

#include "common/text.hpp"
#include "outbox/gmime_library.hpp"

namespace firm::outbox {

namespace {

// GObject references released at the end of a scope.
struct Unref {
  void operator()(gpointer object) const {
    if (object) GMime().g_object_unref(object);
  }
};
template <typename T>
using Ref = std::unique_ptr<T, Unref>;

// One message at a time, built or read: GLib and GMime keep caches (charsets, header names)
// behind locks of their own, which ThreadSanitizer cannot see, and GMime promises no more than
// that. A message takes well under a millisecond; the outbox sends a few per lead.
std::mutex& MailLock() {
  static std::mutex lock;
  return lock;
}

// GObject's casts without GObject's cast macros (they call into a library this file does not link).
template <typename To, typename From>
To* As(From* object) {
  return reinterpret_cast<To*>(object);
}

template <typename Object>
bool IsA(const GMimeLibrary& g, Object* object, GType type) {
  return g.g_type_check_instance_is_a(reinterpret_cast<GTypeInstance*>(object), type);
}

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
  const GMimeLibrary& g = GMime();
  InternetAddress* mailbox =
      g.internet_address_mailbox_new(name.empty() ? nullptr : name.c_str(), address.c_str());
  g.internet_address_set_charset(mailbox, "utf-8");
  g.internet_address_list_add(list, mailbox);
  g.g_object_unref(mailbox);
}

// A text part in UTF-8 whatever it holds (GMime would otherwise pick the smallest charset that
// fits), quoted-printable.
GMimeObject* TextPart(const MailPart& part) {
  const GMimeLibrary& g = GMime();
  const auto slash = part.media_type.find('/');
  const std::string type = part.media_type.substr(0, slash);
  const std::string subtype =
      slash == std::string::npos ? "plain" : part.media_type.substr(slash + 1);
  GMimePart* mime = g.g_mime_part_new_with_type(type.c_str(), subtype.c_str());
  if (part.binary) {
    // Bytes as they are (a signed agreement's PDF), base64.
    Ref<GMimeStream> stream(
        g.g_mime_stream_mem_new_with_buffer(part.text.data(), part.text.size()));
    Ref<GMimeDataWrapper> content(
        g.g_mime_data_wrapper_new_with_stream(stream.get(), GMIME_CONTENT_ENCODING_DEFAULT));
    g.g_mime_part_set_content(mime, content.get());
    g.g_mime_part_set_content_encoding(mime, GMIME_CONTENT_ENCODING_BASE64);
    if (!part.attachment.empty()) g.g_mime_part_set_filename(mime, part.attachment.c_str());
    return As<GMimeObject>(mime);
  }
  g.g_mime_object_set_content_type_parameter(As<GMimeObject>(mime), "charset", "utf-8");
  for (const auto& [name, value] : part.parameters) {
    g.g_mime_object_set_content_type_parameter(As<GMimeObject>(mime), name.c_str(), value.c_str());
  }
  // The text in canonical form, "\n" line ends: a CR is dropped, any other control character (a
  // TAB included) becomes a space, and a line keeps no space at its end. GMime's quoted-printable
  // encoder let a line with a lone CR, or with white space at its end, run past 76 octets (found
  // by fuzz/email_fuzz.cpp). Spaces inside a line stay: a calendar's folded line starts with two.
  std::string text;
  text.reserve(part.text.size());
  for (char c : part.text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\r') continue;
    if (c == '\n') {
      while (!text.empty() && text.back() == ' ') text.pop_back();
      text += c;
      continue;
    }
    text += byte < 0x20 || byte == 0x7f ? ' ' : c;
  }
  while (!text.empty() && text.back() == ' ') text.pop_back();
  Ref<GMimeStream> stream(g.g_mime_stream_mem_new_with_buffer(text.data(), text.size()));
  Ref<GMimeDataWrapper> content(
      g.g_mime_data_wrapper_new_with_stream(stream.get(), GMIME_CONTENT_ENCODING_DEFAULT));
  g.g_mime_part_set_content(mime, content.get());
  g.g_mime_part_set_content_encoding(mime, GMIME_CONTENT_ENCODING_QUOTEDPRINTABLE);
  if (!part.attachment.empty()) g.g_mime_part_set_filename(mime, part.attachment.c_str());
  return As<GMimeObject>(mime);
}

bool IsEncodedWord(std::string_view token) {
  return token.size() > 8 && token.starts_with("=?") && token.ends_with("?=");
}

// A header value as a reader shows it: unfolded, each RFC 2047 encoded word decoded on its own,
// and the white space between two encoded words dropped (RFC 2047 6.2). GMime's own decoder
// joins adjacent "B" words before decoding them, and so stops at the padding of the first one.
std::string DecodedHeader(const char* raw) {
  if (!raw) return "";
  const GMimeLibrary& g = GMime();
  char* unfolded = g.g_mime_utils_header_unfold(raw);
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
      char* decoded = g.g_mime_utils_header_decode_text(nullptr, token.c_str());
      out += decoded ? decoded : token;
      g.g_free(decoded);
    } else {
      out += token;
    }
    last_encoded = encoded;
    at = end;
  }
  g.g_free(unfolded);
  return out;
}

std::string DecodedContent(GMimePart* part) {
  const GMimeLibrary& g = GMime();
  GMimeDataWrapper* content = g.g_mime_part_get_content(part);
  if (!content) return "";
  Ref<GMimeStream> out(g.g_mime_stream_mem_new());
  g.g_mime_data_wrapper_write_to_stream(content, out.get());
  GByteArray* bytes = g.g_mime_stream_mem_get_byte_array(As<GMimeStreamMem>(out.get()));
  return std::string(reinterpret_cast<const char*>(bytes->data), bytes->len);
}

}  // namespace

void LoadMailBuilder() { GMime(); }

std::string BuildMail(const MailMessage& message) {
  const GMimeLibrary& g = GMime();
  const std::lock_guard lock(MailLock());
  const MailHeaderFields& header = message.header;
  Ref<GMimeMessage> mail(g.g_mime_message_new(FALSE));
  AddMailbox(g.g_mime_message_get_from(mail.get()), header.from_name, header.from);
  AddMailbox(g.g_mime_message_get_to(mail.get()), "", header.to);
  g.g_mime_message_set_subject(mail.get(), header.subject.c_str(), "utf-8");
  const std::string id = MessageIdPart(header.message_id) + "@" + DomainOf(header.from);
  g.g_mime_message_set_message_id(mail.get(), id.c_str());
  GDateTime* date = g.g_date_time_new_from_unix_utc(
      std::chrono::duration_cast<std::chrono::seconds>(header.now.time_since_epoch()).count());
  g.g_mime_message_set_date(mail.get(), date);
  g.g_date_time_unref(date);
  for (const auto& [name, value] : message.extra_headers) {
    g.g_mime_object_set_header(As<GMimeObject>(mail.get()), name.c_str(), value.c_str(), nullptr);
  }
  g.g_mime_object_set_header(As<GMimeObject>(mail.get()), "Auto-Submitted", "auto-generated",
                             nullptr);

  if (message.parts.size() == 1) {
    Ref<GMimeObject> part(TextPart(message.parts.front()));
    g.g_mime_message_set_mime_part(mail.get(), part.get());
  } else {
    Ref<GMimeMultipart> multipart(g.g_mime_multipart_new_with_subtype(message.multipart.c_str()));
    for (const auto& each : message.parts) {
      Ref<GMimeObject> part(TextPart(each));
      g.g_mime_multipart_add(multipart.get(), part.get());
    }
    g.g_mime_message_set_mime_part(mail.get(), As<GMimeObject>(multipart.get()));
  }

  GMimeFormatOptions* options = g.g_mime_format_options_new();
  g.g_mime_format_options_set_newline_format(options, GMIME_NEWLINE_FORMAT_DOS);
  char* text = g.g_mime_object_to_string(As<GMimeObject>(mail.get()), options);
  g.g_mime_format_options_free(options);
  std::string out(text ? text : "");
  g.g_free(text);
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
  const GMimeLibrary& g = GMime();
  const std::lock_guard lock(MailLock());
  // GMime's parser reads a message in its canonical form, LF line ends (its decoder of folded
  // encoded words stops at a CR): the wire's CRLF are read as LF.
  std::string text;
  text.reserve(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] == '\r' && i + 1 < raw.size() && raw[i + 1] == '\n') continue;
    text += raw[i];
  }
  Ref<GMimeStream> stream(g.g_mime_stream_mem_new_with_buffer(text.data(), text.size()));
  Ref<GMimeParser> parser(g.g_mime_parser_new_with_stream(stream.get()));
  Ref<GMimeMessage> mail(g.g_mime_parser_construct_message(parser.get(), nullptr));
  if (!mail) return std::nullopt;
  ReadMail out;
  if (const char* id = g.g_mime_message_get_message_id(mail.get())) out.message_id = id;
  auto first = [&g](InternetAddressList* list, std::string* name, std::string* address) {
    if (!list || g.internet_address_list_length(list) == 0) return;
    InternetAddress* each = g.internet_address_list_get_address(list, 0);
    if (name && g.internet_address_get_name(each)) *name = g.internet_address_get_name(each);
    if (IsA(g, each, g.internet_address_mailbox_get_type())) {
      *address = g.internet_address_mailbox_get_addr(As<InternetAddressMailbox>(each));
    }
  };
  first(g.g_mime_message_get_from(mail.get()), &out.from_name, &out.from);
  first(g.g_mime_message_get_to(mail.get()), nullptr, &out.to);
  GMimeHeaderList* headers = g.g_mime_object_get_header_list(As<GMimeObject>(mail.get()));
  for (int i = 0; i < g.g_mime_header_list_get_count(headers); ++i) {
    GMimeHeader* header = g.g_mime_header_list_get_header_at(headers, i);
    const char* name = g.g_mime_header_get_name(header);
    const char* value = g.g_mime_header_get_value(header);
    out.headers.emplace_back(name, value ? value : "");
    // The Subject from its raw value, decoded word by word (DecodedHeader).
    if (out.subject.empty() && common::EqualsIgnoreCase(name, "Subject")) {
      out.subject = DecodedHeader(g.g_mime_header_get_raw_value(header));
    }
  }
  auto read_part = [&](GMimeObject* object) {
    if (!object || !IsA(g, object, g.g_mime_part_get_type())) return;
    GMimeContentType* type = g.g_mime_object_get_content_type(object);
    const char* name = g.g_mime_part_get_filename(As<GMimePart>(object));
    out.parts.push_back({std::string(g.g_mime_content_type_get_media_type(type)) + "/" +
                             g.g_mime_content_type_get_media_subtype(type),
                         name ? name : "", DecodedContent(As<GMimePart>(object))});
  };
  GMimePartIter* iter = g.g_mime_part_iter_new(As<GMimeObject>(mail.get()));
  do {
    read_part(g.g_mime_part_iter_get_current(iter));
  } while (g.g_mime_part_iter_next(iter));
  g.g_mime_part_iter_free(iter);
  // A message of one part: the iterator starts below the message, at its one part.
  if (out.parts.empty()) read_part(g.g_mime_message_get_mime_part(mail.get()));
  return out;
}

}  // namespace firm::outbox
