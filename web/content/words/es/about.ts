import type english from "../en/about";

// The words of content/about.ts in Spanish.
export default {
  story: [
    "Somos un bufete de derecho laboral en {city} que representa a trabajadores en todo California. No representamos a empleadores.",
    "Muchas personas que nos llaman tienen miedo, están enojadas o cansadas. Primero escuchamos. Luego le explicamos con palabras sencillas lo que dice la ley y le decimos con honestidad si creemos que podemos ayudarle. Cuando otro abogado es una mejor opción para usted, se lo decimos.",
  ],
  valuesHeading: "Lo que defendemos",
  values: [
    {
      title: "Solo trabajadores",
      text: "Estamos del lado de los empleados. Es el único lado que tomamos.",
    },
    {
      title: "Palabras sencillas",
      text: "Sin palabras técnicas. Usted entenderá sus opciones y los riesgos antes de decidir cualquier cosa.",
    },
    {
      title: "Confidencial",
      text: "Lo que nos cuenta se queda con nosotros. Su empleador no se entera a menos que usted decida actuar.",
    },
    {
      title: "No paga honorarios si no recuperamos dinero",
      text: "Usted no paga honorarios de abogado a menos que se recupere dinero. El bufete paga por adelantado los costos del caso; esos costos se pagan con el dinero que se recupere, y si no se recupera nada, usted no debe ni honorarios ni costos.",
    },
  ],
  statsHeading: "Nuestro historial",
} satisfies typeof english;
