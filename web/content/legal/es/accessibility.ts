import { howToReach, type LegalPageText } from "./shared";

export const accessibility: LegalPageText = {
  sections: [
    {
      heading: "Nuestro objetivo",
      paragraphs: [
        "Queremos que todas las personas puedan leer este sitio y comunicarse con nosotros, sin importar el dispositivo o la tecnología de asistencia que usen. Buscamos cumplir con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA.",
      ],
    },
    {
      heading: "Lo que hacemos",
      paragraphs: [],
      list: [
        "cada página funciona solo con el teclado, con un contorno de enfoque visible",
        "las páginas están hechas con encabezados, botones y etiquetas reales para los lectores de pantalla",
        "el texto y los botones cumplen los requisitos de contraste de color, y el color nunca es la única señal",
        "el contenido en movimiento se puede pausar, y se queda quieto si su dispositivo pide reducir el movimiento",
        "cada página se prueba automáticamente con un verificador de accesibilidad en los anchos de pantalla de un teléfono y de una computadora",
      ],
    },
    {
      heading: "Límites conocidos",
      paragraphs: [
        "Los enlaces a otros sitios web, como los de agencias del gobierno y nuestro servicio para programar citas, están fuera de nuestro control, y es posible que no cumplan el mismo estándar.",
      ],
    },
    {
      heading: "Avísenos si algo le impide usar el sitio",
      paragraphs: [
        `Si algo en este sitio no le funciona, por favor avísenos y le ayudaremos de otra manera, por ejemplo, por teléfono. ${howToReach} Buscamos responder dentro de dos días hábiles.`,
      ],
    },
  ],
};
