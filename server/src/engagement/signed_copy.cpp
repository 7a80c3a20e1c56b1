#include "engagement/signed_copy.hpp"

namespace firm::engagement {

namespace {

using nlohmann::json;

// The row's fields the PDF shows.
constexpr const char* kRowFields[] = {
    "id",      "reference",     "worker_name",         "signed_name", "signed_at",
    "sent_at", "attorney_name", "attorney_bar_number", "text_sha256"};

std::string* FieldOf(AgreementRow& row, std::string_view name) {
  if (name == "id") return &row.id;
  if (name == "reference") return &row.reference;
  if (name == "worker_name") return &row.worker_name;
  if (name == "signed_name") return &row.signed_name;
  if (name == "signed_at") return &row.signed_at;
  if (name == "sent_at") return &row.sent_at;
  if (name == "attorney_name") return &row.attorney_name;
  if (name == "attorney_bar_number") return &row.attorney_bar_number;
  if (name == "text_sha256") return &row.text_sha256;
  return nullptr;
}

}  // namespace

json AgreementEventJson(const AgreementEvent& event) {
  return json{{"step", event.step},
              {"at", event.at},
              {"actor", event.actor},
              {"address", event.address},
              {"userAgent", event.user_agent},
              {"channel", event.channel},
              {"detail", event.detail}};
}

json SignedCopyJson(const SignedCopy& copy) {
  AgreementRow row = copy.row;
  json fields = json::object();
  for (const char* name : kRowFields) fields[name] = *FieldOf(row, name);
  fields["language"] = common::Code(copy.row.language);
  json texts = json::array();
  for (const auto& text : copy.texts) {
    json sections = json::array();
    for (const auto& section : text.sections) {
      sections.push_back({{"heading", section.heading}, {"text", section.text}});
    }
    texts.push_back({{"language", common::Code(text.language)},
                     {"title", text.title},
                     {"sections", std::move(sections)}});
  }
  json events = json::array();
  for (const auto& event : copy.events) events.push_back(AgreementEventJson(event));
  return json{{"signed", copy.signed_copy},
              {"firm", copy.firm_name},
              {"row", std::move(fields)},
              {"texts", std::move(texts)},
              {"events", std::move(events)}};
}

common::Result<SignedCopy, std::string> ReadSignedCopy(const json& in) {
  using R = common::Result<SignedCopy, std::string>;
  try {
    SignedCopy copy;
    copy.signed_copy = in.at("signed").get<bool>();
    copy.firm_name = in.at("firm").get<std::string>();
    const json& fields = in.at("row");
    for (const char* name : kRowFields)
      *FieldOf(copy.row, name) = fields.at(name).get<std::string>();
    copy.row.language = common::LanguageOr(fields.at("language").get<std::string>());
    for (const auto& text : in.at("texts")) {
      AgreementText shown{common::LanguageOr(text.at("language").get<std::string>()),
                          text.at("title").get<std::string>(),
                          {}};
      for (const auto& section : text.at("sections")) {
        shown.sections.push_back(
            {section.at("heading").get<std::string>(), section.at("text").get<std::string>()});
      }
      copy.texts.push_back(std::move(shown));
    }
    for (const auto& event : in.at("events")) {
      copy.events.push_back(
          {copy.row.id, event.at("step").get<std::string>(), event.at("at").get<std::string>(),
           event.at("actor").get<std::string>(), event.at("address").get<std::string>(),
           event.at("userAgent").get<std::string>(), event.at("channel").get<std::string>(),
           event.at("detail")});
    }
    return R::Ok(std::move(copy));
  } catch (const json::exception& error) {
    return R::Err(std::string("not a signed copy: ") + error.what());
  }
}

}  // namespace firm::engagement
