import type english from "../en/thank-you";

// The words of content/thank-you.ts in Spanish.
export default {
  nextHeading: "Qué pasa ahora",
  next: [
    {
      title: "Leemos su solicitud",
      text: "{whoReadsRequests}",
    },
    {
      title: "Le enviamos una confirmación",
      text: "Le enviamos un correo electrónico a la dirección que nos dio, con su número de referencia. Si aceptó recibir mensajes de texto, también le enviamos un mensaje de texto.",
    },
    {
      title: "Le llamamos",
      text: "Le llamamos o le escribimos por correo electrónico para hacerle algunas preguntas. Tenga su teléfono cerca y revise su carpeta de correo no deseado (spam).",
    },
    {
      title: "Recibe una respuesta clara",
      text: "Le decimos si podemos ayudarle y cuáles son sus opciones. Usted decide qué hacer.",
    },
  ],
  victoriesHeading: "Ejemplos de casos que atendemos",
  confidentialityHeading: "Su información es confidencial",
  confidentiality: [
    "Solo nuestro personal de admisión y nuestros abogados pueden ver lo que usted envió. Nunca nos comunicamos con su empleador a menos que usted decida seguir adelante.",
    "Enviar una solicitud todavía no nos convierte en sus abogados, y usted no tiene ninguna obligación de contratarnos.",
    "Puede pedirnos en cualquier momento que eliminemos su solicitud. Nuestra política de privacidad explica cómo hacerlo.",
  ],
  links: { schedule: "Programar una llamada", privacy: "Lea nuestra política de privacidad" },
  reference: {
    placeholder: "Aquí aparece su número de referencia.",
    label: "Su referencia:",
    callHint: "Dé este número si nos llama.",
    noReference: "Cuando nos llame, dé el nombre que usó en el formulario.",
  },
} satisfies typeof english;
