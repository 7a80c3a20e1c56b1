import type english from "../en/legal-accessibility";

// The Spanish words of the accessibility statement (content/legal/accessibility.ts).
export default {
  sections: {
    goal: {
      heading: "Nuestro objetivo",
      paragraphs: [
        "Queremos que todas las personas puedan leer este sitio y comunicarse con nosotros, sin importar el dispositivo o la tecnología de asistencia que usen. Buscamos cumplir con las Pautas de Accesibilidad para el Contenido Web (WCAG) {wcagVersion} en el nivel {wcagLevel}.",
      ],
    },
    "what-we-do": {
      heading: "Lo que hacemos",
      list: [
        "cada página se puede usar solo con el teclado, y un contorno visible muestra en qué parte de la página está",
        "las páginas usan encabezados, botones y etiquetas que los lectores de pantalla pueden reconocer",
        "el texto y los botones cumplen los requisitos de contraste de color, y el color nunca es la única señal",
        "el contenido en movimiento se puede pausar, y se queda quieto si su dispositivo pide reducir el movimiento",
        "cada página se prueba automáticamente con un programa que revisa la accesibilidad, en pantallas del tamaño de un teléfono y de una computadora",
      ],
    },
    "known-limits": {
      heading: "Límites conocidos",
      paragraphs: [
        "Los enlaces a otros sitios web, como los de agencias del gobierno y nuestro servicio para programar citas, están fuera de nuestro control, y es posible que no cumplan el mismo estándar.",
      ],
    },
    "report-a-barrier": {
      heading: "Avísenos si algo le impide usar el sitio",
      paragraphs: [
        "Si algo en este sitio no le funciona, por favor avísenos y le ayudaremos de otra manera, por ejemplo, por teléfono. {howToReach} Procuramos responderle dentro de {replyWithinBusinessDays} días hábiles.",
      ],
    },
  },
} satisfies typeof english;
