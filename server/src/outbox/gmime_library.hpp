#pragma once

// GMime 3's functions (and the GLib ones it is used with), from libgmime-3.0.so.0 loaded on first
// use (dlopen) instead of linked: GMime brings 15 shared libraries (GLib, GObject, GIO, gpgme,
// libmount...), 2.8 MB of resident memory at start (docs/performance.md), which a server that
// sends no e-mail never maps (decision 0033's way, as for libcurl). The GObject cast and type
// macros are not used (they call into GObject): casts are plain, type checks go through
// g_type_check_instance_is_a.
#include <gmime/gmime.h>

namespace firm::outbox {

#define FIRM_GMIME_FUNCTIONS(X)               \
  X(g_date_time_new_from_unix_utc)            \
  X(g_date_time_unref)                        \
  X(g_free)                                   \
  X(g_mime_content_type_get_media_subtype)    \
  X(g_mime_content_type_get_media_type)       \
  X(g_mime_data_wrapper_new_with_stream)      \
  X(g_mime_data_wrapper_write_to_stream)      \
  X(g_mime_format_options_free)               \
  X(g_mime_format_options_new)                \
  X(g_mime_format_options_set_newline_format) \
  X(g_mime_header_get_name)                   \
  X(g_mime_header_get_raw_value)              \
  X(g_mime_header_get_value)                  \
  X(g_mime_header_list_get_count)             \
  X(g_mime_header_list_get_header_at)         \
  X(g_mime_init)                              \
  X(g_mime_message_get_from)                  \
  X(g_mime_message_get_message_id)            \
  X(g_mime_message_get_mime_part)             \
  X(g_mime_message_get_to)                    \
  X(g_mime_message_new)                       \
  X(g_mime_message_set_date)                  \
  X(g_mime_message_set_message_id)            \
  X(g_mime_message_set_mime_part)             \
  X(g_mime_message_set_subject)               \
  X(g_mime_multipart_add)                     \
  X(g_mime_multipart_new_with_subtype)        \
  X(g_mime_object_get_content_type)           \
  X(g_mime_object_get_header_list)            \
  X(g_mime_object_set_content_type_parameter) \
  X(g_mime_object_set_header)                 \
  X(g_mime_object_to_string)                  \
  X(g_mime_parser_construct_message)          \
  X(g_mime_parser_new_with_stream)            \
  X(g_mime_part_get_content)                  \
  X(g_mime_part_get_filename)                 \
  X(g_mime_part_get_type)                     \
  X(g_mime_part_iter_free)                    \
  X(g_mime_part_iter_get_current)             \
  X(g_mime_part_iter_new)                     \
  X(g_mime_part_iter_next)                    \
  X(g_mime_part_new_with_type)                \
  X(g_mime_part_set_content)                  \
  X(g_mime_part_set_content_encoding)         \
  X(g_mime_part_set_filename)                 \
  X(g_mime_stream_mem_get_byte_array)         \
  X(g_mime_stream_mem_new)                    \
  X(g_mime_stream_mem_new_with_buffer)        \
  X(g_mime_utils_header_decode_text)          \
  X(g_mime_utils_header_unfold)               \
  X(g_object_unref)                           \
  X(g_type_check_instance_is_a)               \
  X(internet_address_get_name)                \
  X(internet_address_list_add)                \
  X(internet_address_list_get_address)        \
  X(internet_address_list_length)             \
  X(internet_address_mailbox_get_addr)        \
  X(internet_address_mailbox_get_type)        \
  X(internet_address_mailbox_new)             \
  X(internet_address_set_charset)

struct GMimeLibrary {
#define FIRM_GMIME_MEMBER(name) decltype(&::name) name;
  FIRM_GMIME_FUNCTIONS(FIRM_GMIME_MEMBER)
#undef FIRM_GMIME_MEMBER
};

// Loads GMime and runs g_mime_init once (thread-safe); throws std::runtime_error naming the
// library when it cannot be loaded. main() calls it before the outbox starts when e-mail is
// configured, so that a missing library stops the server at start-up.
const GMimeLibrary& GMime();

}  // namespace firm::outbox
