import type english from "../en/agreement";

// The words of content/agreement.ts in Spanish: /es/agreement (docs/agreement-page.md). “Clave”
// for the code, as in the text that sends it (config/words/worker-messages.json).
export default {
  link: {
    noLink:
      "Esta página muestra un acuerdo de honorarios que le enviamos para que lo lea y lo firme. Ábrala con el enlace del mensaje de texto o del correo electrónico que le enviamos.",
    bad: "Este enlace no está completo o fue cambiado. Abra otra vez el enlace de nuestro mensaje, o copie el enlace completo en la barra de direcciones. Si aún no funciona, llámenos.",
    gone: "Este enlace ya no funciona. Puede que haya vencido, que le hayamos enviado un enlace más nuevo o que lo hayamos cancelado. Use el enlace del mensaje más reciente que le enviamos, o llámenos.",
    unreadable:
      "No pudimos abrir su acuerdo en este momento. No cambió nada. Espere un minuto y vuelva a cargar esta página. Si aún no funciona, llámenos.",
    callUs: "¿Preguntas? Llámenos:",
  },
  summary: {
    firm: "Bufete de abogados:",
    reference: "Referencia:",
    until: "Este enlace sirve hasta:",
  },
  paperAsked: (firm: string) =>
    `Usted pidió recibir este acuerdo en papel. ${firm} se comunicará con usted para enviárselo. No tiene que hacer nada más en esta página. Si cambia de opinión, todavía puede firmarlo aquí mientras el enlace sirva.`,
  consent: {
    heading: "Primero: ¿acepta firmar de forma electrónica?",
    intro: (firm: string) =>
      `${firm} le envió un acuerdo de honorarios para que lo lea y lo firme aquí, en su teléfono o su computadora, en lugar de hacerlo en papel. Antes de que pueda leerlo aquí, necesitamos que acepte hacerlo de forma electrónica. Esto es lo que significa:`,
    only: (reference: string) =>
      `Su aceptación es solo para este acuerdo de honorarios (referencia ${reference}). No cubre nada más.`,
    paper: (phone: string) =>
      `Usted tiene derecho a recibir este acuerdo en papel y a firmarlo en papel. Para pedirlo, llámenos al ${phone} o use el botón “Prefiero firmar en papel” que está más abajo.`,
    withdraw: (phone: string) =>
      `Puede retirar su aceptación en cualquier momento antes de firmar: llámenos al ${phone} o pida el acuerdo en papel con el botón “Prefiero firmar en papel”. Retirarla no anula una firma que ya haya hecho.`,
    pdf: "Después de firmar, el acuerdo firmado es un archivo PDF que puede abrir y guardar. Se lo enviamos por correo electrónico, y también puede obtenerlo en esta página. La mayoría de los teléfonos y las computadoras pueden abrir archivos PDF.",
    noNeed:
      "No tiene que firmar. Su aceptación solo le permite leer el acuerdo aquí y firmarlo si así lo decide. Tómese su tiempo y, si tiene alguna pregunta, llámenos primero.",
    checkbox: "Acepto leer y firmar este acuerdo de honorarios de forma electrónica.",
    submit: "Continuar",
    paperIntro: "¿Prefiere tener el acuerdo en papel? Se lo enviaremos para que lo firme en papel.",
    paperButton: "Prefiero firmar en papel",
    pdfCheck: "Revise que su teléfono o su computadora pueda abrir archivos PDF:",
    pdfLink: "Abrir este acuerdo como archivo PDF",
  },
  sign: {
    readHeading: "Lea su acuerdo",
    pdfLink: "Abrir este acuerdo como archivo PDF, para leerlo o guardarlo",
    readIntro: (phone: string) =>
      `Por favor, léalo todo antes de firmar. Si algo no está claro, llámenos al ${phone} antes de firmar.`,
    signHeading: "Firme el acuerdo",
    signIntro:
      "Firmar tiene dos pasos: le enviamos una clave y después usted escribe la clave y su nombre completo.",
    codeHeading: "Paso 1: Pida una clave",
    codeWhy:
      "Le enviamos una clave de seis dígitos por mensaje de texto o por correo electrónico, para asegurarnos de que es usted quien firma. Cada clave sirve por 10 minutos.",
    codeSentTo: (to: string) => `Enviamos la última clave a ${to}.`,
    triesLeft: (tries: string) => `Intentos que le quedan con esta clave: ${tries}.`,
    sendCode: "Envíenme una clave",
    sendNewCode: "Envíenme una clave nueva",
    nameHeading: "Paso 2: Escriba la clave y su nombre",
    codeLabel: "La clave (6 dígitos)",
    codeHint: "Use la clave más reciente que le enviamos.",
    nameLabel: "Su nombre completo",
    nameHint:
      "Escriba su nombre completo como aparece al principio del acuerdo. No importan las mayúsculas ni los acentos.",
    signNote:
      "Al oprimir “Acepto y firmo”, usted firma este acuerdo de honorarios de forma electrónica. Su firma electrónica vale lo mismo que una firma en papel.",
    signButton: "Acepto y firmo",
    declineHeading: "Si no quiere firmar",
    declineIntro:
      "No tiene que firmar. Puede decírnoslo aquí y no se firmará nada. Si tiene dudas, llámenos primero.",
    reasonLabel: "¿Por qué no? (opcional)",
    reasonHint: "No tiene que decírnoslo. Hasta 500 caracteres.",
    declineButton: "No quiero firmar",
  },
  signed: {
    done: "Usted firmó su acuerdo de honorarios.",
    when: (when: string) => `Lo firmó el ${when}.`,
    copy: "Le enviaremos el acuerdo firmado por correo electrónico, en un archivo PDF que puede abrir y guardar. También puede obtenerlo en esta página, con el mismo enlace.",
    pdfLink: "Abrir su acuerdo firmado (archivo PDF)",
  },
  declined: {
    done: "Usted nos dijo que no quiere firmar este acuerdo. No se firmó nada.",
    next: (phone: string) => `Si cambia de opinión o tiene preguntas, llámenos al ${phone}.`,
  },
  notes: {
    consentMissing:
      "Por favor, marque la casilla para indicar que acepta firmar de forma electrónica y después oprima “Continuar”. Si prefiere firmar en papel, use el botón “Prefiero firmar en papel”.",
    codeSent:
      "Le enviamos una clave. Escríbala abajo, en el paso 2, con su nombre completo. Sirve por 10 minutos.",
    codeTooSoon:
      "Le enviamos una clave hace menos de un minuto. Por favor, espere un minuto a que le llegue antes de pedir otra.",
    codeNotSent: (phone: string) =>
      `Primero pida una clave con el botón “Envíenme una clave” que está abajo. Si no le llega ninguna clave, llámenos al ${phone}.`,
    codeWrong:
      "Esa clave no es la que le enviamos. Revise el mensaje más reciente que le enviamos y escriba otra vez sus seis dígitos.",
    codeExpired:
      "Esa clave tiene más de 10 minutos, así que ya no sirve. Pida una clave nueva abajo y después escriba la nueva.",
    tooManyTries:
      "Se escribió una clave equivocada cinco veces, así que esa clave ya no sirve. Pida una clave nueva abajo y después escriba la nueva.",
    nameMissing:
      "Por favor, escriba su nombre completo en el espacio “Su nombre completo”. Si lo copió de otro lugar, escríbalo de nuevo con el teclado.",
    nameMismatch: (phone: string) =>
      `El nombre que escribió no es el nombre para el que se preparó este acuerdo. Escriba su nombre completo como aparece al principio del acuerdo. Si su nombre está mal escrito allí, no firme: llámenos al ${phone}.`,
    reasonInvalid:
      "No pudimos guardar su respuesta: la razón tiene más de 500 caracteres o tiene caracteres ocultos (esto puede pasar al copiar y pegar un texto). Acórtela o escríbala de nuevo con el teclado, o deje el cuadro vacío, y envíela otra vez.",
    busy: (phone: string) =>
      `No pudimos hacer eso en este momento y no cambió nada. Por favor, espere un minuto y vuelva a intentarlo. Si sigue pasando, llámenos al ${phone}.`,
    paper: (firm: string) =>
      `Recibimos su pedido del acuerdo en papel. ${firm} se comunicará con usted para enviarle el acuerdo en papel.`,
    signed: "Gracias. Su acuerdo de honorarios está firmado.",
    declined: "Recibimos su respuesta. El acuerdo no se firmó.",
  },
} satisfies typeof english;
