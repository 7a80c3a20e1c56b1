// The words of content/about.ts: /about's story, values and headings. {city} is where the firm's
// office is (config/site.json).
export default {
  story: [
    "We are an employment law practice in {city} that represents workers across California. We do not represent employers.",
    "Many people who call us are scared, angry or tired. We listen first, explain what the law says in plain words, and tell you honestly whether we think we can help. When another attorney is a better fit, we say so.",
  ],
  valuesHeading: "What we stand for",
  values: [
    { title: "Workers only", text: "We take the side of employees. That is the only side we take." },
    {
      title: "Plain words",
      text: "No jargon. You will understand your options and the risks before you decide anything.",
    },
    {
      title: "Confidential",
      text: "What you tell us stays with us. Your employer does not learn about it unless you choose to act.",
    },
    {
      title: "No fee unless we recover",
      text: "You pay no attorney fee unless money is recovered. The firm pays case costs up front; they are repaid from a recovery, and if nothing is recovered you owe neither fee nor costs.",
    },
  ],
  statsHeading: "Our record",
};
