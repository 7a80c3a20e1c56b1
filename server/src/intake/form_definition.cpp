#include "intake/form_definition.hpp"

#include <algorithm>
#include <cmath>
#include <set>

#include "common/civil_date.hpp"
#include "common/language.hpp"
#include "common/text.hpp"

namespace firm::intake {

const std::vector<std::string> kMessageKeys = {"requiredChoice",     "requiredText",
                                               "requiredOneOrOther", "invalidOption",
                                               "wrongType",          "tooLong",
                                               "controlCharacters",  "controlCharactersInText",
                                               "invalidEmail",       "invalidPhone",
                                               "invalidDate",        "futureDate",
                                               "dateTooEarly",       "consentRequired",
                                               "constantMismatch",   "notEligible",
                                               "unknownField",       "invalidSubmissionId",
                                               "invalidEstimate",    "invalidLanguage",
                                               "invalidSlot",        "invisibleCharacters"};

namespace {

using nlohmann::json;

template <typename T>
using R = common::Result<T, std::string>;

const std::map<std::string, FieldKind, std::less<>> kKinds = {
    {"choice", FieldKind::kChoice},
    {"multiChoice", FieldKind::kMultiChoice},
    {"choiceOrDate", FieldKind::kChoiceOrDate},
    {"text", FieldKind::kText},
    {"name", FieldKind::kName},
    {"email", FieldKind::kEmail},
    {"phone", FieldKind::kPhone},
    {"consent", FieldKind::kConsent},
    {"constant", FieldKind::kConstant},
    {"utm", FieldKind::kUtm},
    {"estimate", FieldKind::kEstimate},
    {"slot", FieldKind::kSlot}};

// The keys that only an estimate field carries.
const std::vector<std::string> kEstimateKeys = {"situations", "wageLines", "maxHourlyRate",
                                                "maxWeeks", "maxAmountUsd"};

// Names the rules.json envelope uses; a form field must not shadow them.
const std::set<std::string, std::less<>> kEnvelopeNames = {"submissionId", "landingPage", "website",
                                                           "elapsedMs", "language"};

std::optional<std::string> StringMember(const json& object, const char* key) {
  auto it = object.find(key);
  if (it == object.end() || !it->is_string()) return std::nullopt;
  return it->get<std::string>();
}

// A non-empty array of distinct non-empty strings.
std::optional<std::vector<std::string>> DistinctStrings(const json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_array() || it->empty()) return std::nullopt;
  std::vector<std::string> values;
  for (const auto& item : *it) {
    if (!item.is_string() || item.get<std::string>().empty()) return std::nullopt;
    auto value = item.get<std::string>();
    if (std::find(values.begin(), values.end(), value) != values.end()) return std::nullopt;
    values.push_back(std::move(value));
  }
  return values;
}

// A finite number above zero.
std::optional<double> PositiveNumber(const json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_number()) return std::nullopt;
  double value = it->get<double>();
  if (!(value > 0) || !std::isfinite(value)) return std::nullopt;
  return value;
}

std::optional<std::string> ParseEstimateLimits(const json& j, EstimateLimits& limits) {
  auto situations = DistinctStrings(j, "situations");
  if (!situations) return "\"situations\" must be a non-empty array of distinct strings";
  limits.situations = std::move(*situations);
  auto lines = DistinctStrings(j, "wageLines");
  if (!lines) return "\"wageLines\" must be a non-empty array of distinct strings";
  limits.wage_lines = std::move(*lines);
  auto rate = PositiveNumber(j, "maxHourlyRate");
  if (!rate) return "\"maxHourlyRate\" must be a number above 0";
  limits.max_hourly_rate = *rate;
  auto weeks = j.find("maxWeeks");
  if (weeks == j.end() || !weeks->is_number_integer() || weeks->get<std::int64_t>() < 1) {
    return "\"maxWeeks\" must be a positive integer";
  }
  limits.max_weeks = weeks->get<std::int64_t>();
  auto amount = PositiveNumber(j, "maxAmountUsd");
  if (!amount) return "\"maxAmountUsd\" must be a number above 0";
  limits.max_amount_usd = *amount;
  return std::nullopt;
}

R<FieldDefinition> ParseField(const json& j, std::size_t index) {
  auto fail = [&](const std::string& why) {
    return R<FieldDefinition>::Err("field #" + std::to_string(index) + ": " + why);
  };
  if (!j.is_object()) return fail("must be an object");
  FieldDefinition field;
  auto name = StringMember(j, "name");
  if (!name || name->empty()) return fail("needs a non-empty string \"name\"");
  field.name = *name;
  auto at = [&](const std::string& why) {
    return R<FieldDefinition>::Err("field '" + field.name + "': " + why);
  };
  auto kind = StringMember(j, "kind");
  auto kind_it = kind ? kKinds.find(*kind) : kKinds.end();
  if (kind_it == kKinds.end()) return at("unknown or missing \"kind\"");
  field.kind = kind_it->second;
  auto label = StringMember(j, "label");
  if (!label || label->empty()) return at("needs a non-empty string \"label\"");
  field.label = *label;
  if (auto it = j.find("required"); it != j.end()) {
    if (!it->is_boolean()) return at("\"required\" must be true or false");
    field.required = it->get<bool>();
  }
  if (auto it = j.find("multiline"); it != j.end()) {
    if (!it->is_boolean()) return at("\"multiline\" must be true or false");
    if (field.kind != FieldKind::kText) return at("only a text field can be \"multiline\"");
    field.multiline = it->get<bool>();
  }
  if (auto it = j.find("maxLength"); it != j.end()) {
    if (!it->is_number_unsigned() || it->get<std::size_t>() == 0) {
      return at("\"maxLength\" must be a positive integer");
    }
    field.max_length = it->get<std::size_t>();
  }
  if (auto it = j.find("options"); it != j.end()) {
    if (!it->is_array()) return at("\"options\" must be an array");
    for (const auto& option : *it) {
      auto value = option.is_object() ? StringMember(option, "value") : std::nullopt;
      if (!value || value->empty()) return at("every option needs a non-empty \"value\"");
      if (std::find(field.options.begin(), field.options.end(), *value) != field.options.end()) {
        return at("option '" + *value + "' appears twice");
      }
      field.options.push_back(*value);
    }
  }
  bool has_options = !field.options.empty();
  bool wants_options = field.kind == FieldKind::kChoice || field.kind == FieldKind::kMultiChoice ||
                       field.kind == FieldKind::kChoiceOrDate;
  if (wants_options != has_options) {
    return at(wants_options ? "needs \"options\"" : "\"options\" only belong to choice kinds");
  }
  if (field.kind == FieldKind::kChoiceOrDate) {
    auto option = StringMember(j, "dateOption");
    if (!option ||
        std::find(field.options.begin(), field.options.end(), *option) == field.options.end()) {
      return at("\"dateOption\" must be one of the options");
    }
    field.date_option = *option;
  }
  if (auto other = StringMember(j, "otherField")) {
    if (field.kind != FieldKind::kMultiChoice) return at("\"otherField\" needs kind multiChoice");
    field.other_field = *other;
  }
  if (auto it = j.find("eligible"); it != j.end()) {
    if (field.kind != FieldKind::kChoice || !it->is_array() || it->empty()) {
      return at("\"eligible\" must be a non-empty array on a choice");
    }
    for (const auto& value : *it) {
      if (!value.is_string() || std::find(field.options.begin(), field.options.end(),
                                          value.get<std::string>()) == field.options.end()) {
        return at("every \"eligible\" value must be one of the options");
      }
      field.eligible.push_back(value.get<std::string>());
    }
  }
  if (field.kind == FieldKind::kEstimate) {
    if (auto why = ParseEstimateLimits(j, field.estimate)) return at(*why);
  } else {
    for (const auto& key : kEstimateKeys) {
      if (j.contains(key)) return at("\"" + key + "\" only belongs to kind estimate");
    }
  }
  if (field.kind == FieldKind::kConstant) {
    auto value = StringMember(j, "value");
    if (!value || value->empty()) return at("a constant needs a string \"value\"");
    field.value = *value;
  }
  return R<FieldDefinition>::Ok(std::move(field));
}

}  // namespace

R<Rules::Translation> ParseTranslation(const json& j, std::string_view language,
                                       const std::vector<FormDefinition>& forms) {
  using T = R<Rules::Translation>;
  if (!j.is_object()) return T::Err("must be a JSON object");
  if (StringMember(j, "language") != language) {
    return T::Err("\"language\" must be '" + std::string(language) + "'");
  }
  Rules::Translation translation;
  auto messages = j.find("messages");
  if (messages == j.end() || !messages->is_object()) return T::Err("needs \"messages\"");
  for (const auto& key : kMessageKeys) {
    auto text = StringMember(*messages, key.c_str());
    if (!text || text->empty()) return T::Err("\"messages." + key + "\" is missing");
    translation.messages[key] = *text;
  }
  auto labels = j.find("labels");
  if (labels == j.end() || !labels->is_object()) return T::Err("needs \"labels\"");
  for (const auto& form : forms) {
    auto form_labels = labels->find(form.id);
    if (form_labels == labels->end() || !form_labels->is_object()) {
      return T::Err("\"labels." + form.id + "\" is missing");
    }
    for (const auto& field : form.fields) {
      auto label = StringMember(*form_labels, field.name.c_str());
      if (!label || label->empty()) {
        return T::Err("\"labels." + form.id + "." + field.name + "\" is missing");
      }
      translation.labels[form.id][field.name] = *label;
    }
  }
  return T::Ok(std::move(translation));
}

R<FormDefinition> ParseFormDefinition(const json& j) {
  if (!j.is_object()) return R<FormDefinition>::Err("must be a JSON object");
  FormDefinition form;
  auto id = StringMember(j, "id");
  if (!id || id->empty()) return R<FormDefinition>::Err("needs a string \"id\"");
  form.id = *id;
  form.endpoint = StringMember(j, "endpoint").value_or("");
  if (!form.endpoint.starts_with("/api/")) {
    return R<FormDefinition>::Err("\"endpoint\" must start with /api/");
  }
  auto fields = j.find("fields");
  if (fields == j.end() || !fields->is_array() || fields->empty()) {
    return R<FormDefinition>::Err("needs a non-empty \"fields\" array");
  }
  std::set<std::string> names;
  for (std::size_t i = 0; i < fields->size(); ++i) {
    auto field = ParseField((*fields)[i], i);
    if (!field) return R<FormDefinition>::Err(field.Error());
    if (!names.insert(field.Value().name).second || kEnvelopeNames.contains(field.Value().name)) {
      return R<FormDefinition>::Err("field '" + field.Value().name +
                                    "' is defined twice or shadows an envelope field");
    }
    form.fields.push_back(std::move(field).Value());
  }
  for (const auto& field : form.fields) {
    if (field.other_field.empty()) continue;
    const auto* other = form.Find(field.other_field);
    if (!other || other->kind != FieldKind::kText || other->required) {
      return R<FormDefinition>::Err("field '" + field.name + "': otherField '" + field.other_field +
                                    "' must be an optional text field");
    }
  }
  return R<FormDefinition>::Ok(std::move(form));
}

R<Rules> ParseRules(const json& j) {
  if (!j.is_object()) return R<Rules>::Err("must be a JSON object");
  Rules rules;
  auto positive = [&](const json& parent, const char* key, std::int64_t* out) -> bool {
    auto it = parent.find(key);
    if (it == parent.end() || !it->is_number_integer() || it->get<std::int64_t>() < 0) return false;
    *out = it->get<std::int64_t>();
    return true;
  };
  std::int64_t number = 0;
  if (!positive(j, "minElapsedMs", &number)) {
    return R<Rules>::Err("\"minElapsedMs\" must be a non-negative integer");
  }
  rules.min_elapsed_ms = number;
  if (!positive(j, "maxElapsedMs", &number) || number <= rules.min_elapsed_ms) {
    return R<Rules>::Err("\"maxElapsedMs\" must be an integer above minElapsedMs");
  }
  rules.max_elapsed_ms = number;
  auto formats = j.find("formats");
  const json* email = nullptr;
  if (formats != j.end() && formats->is_object() && formats->contains("email")) {
    email = &(*formats)["email"];
  }
  auto pattern = email && email->is_object() ? StringMember(*email, "pattern") : std::nullopt;
  if (!pattern || !pattern->starts_with('^') || !pattern->ends_with('$')) {
    return R<Rules>::Err("\"formats.email.pattern\" must be a regular expression from ^ to $");
  }
  try {
    rules.email.regex = std::regex(*pattern, std::regex::ECMAScript);
  } catch (const std::regex_error& e) {
    return R<Rules>::Err("\"formats.email.pattern\" is not a valid regular expression: " +
                         std::string(e.what()));
  }
  rules.email.pattern = *pattern;
  if (!positive(*email, "maxLength", &number) || number < 6 || number > 254) {
    return R<Rules>::Err("\"formats.email.maxLength\" must be an integer from 6 to 254");
  }
  rules.email.max_length = static_cast<std::size_t>(number);
  if (!positive(j, "maxBodyBytes", &number) || number < 256 || number > 64 * 1024) {
    return R<Rules>::Err("\"maxBodyBytes\" must be an integer from 256 to 65536");
  }
  rules.max_body_bytes = static_cast<std::size_t>(number);
  auto limit = j.find("rateLimit");
  std::int64_t per = 0;
  std::int64_t window = 0;
  if (limit == j.end() || !limit->is_object() || !positive(*limit, "perAddress", &per) ||
      !positive(*limit, "windowSeconds", &window) || per < 1 || window < 1) {
    return R<Rules>::Err("\"rateLimit\" needs positive integers perAddress and windowSeconds");
  }
  rules.rate_limit = RateLimitRule{static_cast<unsigned>(per), static_cast<unsigned>(window)};
  auto range = j.find("dateRange");
  if (range == j.end() || !range->is_object()) return R<Rules>::Err("needs \"dateRange\"");
  auto earliest = StringMember(*range, "earliest");
  if (!earliest || !common::ParseCivilDate(*earliest)) {
    return R<Rules>::Err("\"dateRange.earliest\" must be a YYYY-MM-DD date");
  }
  rules.earliest_date = *earliest;
  if (!positive(*range, "latestDaysAfterUtcToday", &number) || number > 366) {
    return R<Rules>::Err("\"dateRange.latestDaysAfterUtcToday\" must be an integer from 0 to 366");
  }
  rules.latest_days_after_utc_today = static_cast<int>(number);
  if (auto envelope = j.find("envelope"); envelope != j.end() && envelope->is_array()) {
    for (const auto& field : *envelope) {
      if (field.is_object() && StringMember(field, "name") == "landingPage" &&
          field.contains("maxLength") && field["maxLength"].is_number_unsigned()) {
        rules.landing_page_max_length = field["maxLength"].get<std::size_t>();
      }
    }
  }
  if (auto languages = j.find("languages"); languages != j.end()) {
    rules.languages.clear();
    if (languages->is_array()) {
      for (const auto& language : *languages) {
        if (!language.is_string() || language.get<std::string>().size() != 2) break;
        rules.languages.push_back(language.get<std::string>());
      }
    }
    if (rules.languages.empty() || rules.languages.size() != languages->size() ||
        rules.languages.front() != common::Code(common::Language::kEnglish)) {
      return R<Rules>::Err("\"languages\" must be two-letter codes, \"en\" first");
    }
  }
  auto messages = j.find("messages");
  if (messages == j.end() || !messages->is_object()) return R<Rules>::Err("needs \"messages\"");
  for (const auto& key : kMessageKeys) {
    auto text = StringMember(*messages, key.c_str());
    if (!text || text->empty()) return R<Rules>::Err("\"messages." + key + "\" is missing");
    rules.messages[key] = *text;
  }
  return R<Rules>::Ok(std::move(rules));
}

}  // namespace firm::intake
