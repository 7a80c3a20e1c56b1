import type english from "../en/section-words";

// The words of content/section-words.ts in Spanish.
export default {
  rightsCheckClaim: "Indica un posible reclamo",
  rightsCheckNoClaim: "Por sí solo no indica un reclamo",
  getFreeConsultation: "Pida una consulta gratuita",
  previousStory: "Historia anterior",
  nextStory: "Historia siguiente",
  storiesRegion: "Historias; use las flechas izquierda y derecha del teclado para moverse",
  slidePosition: (n: number, total: number) => `${n} de ${total}`,
  showStory: (n: number, total: number) => `Mostrar la historia ${n} de ${total}`,
  storySettlement: (amount: string) => `Monto del acuerdo en esta historia: ${amount}.`,
  readTheCase: "Lea el caso",
  readAboutExample: "Lea más sobre este ejemplo",
  allCategoryExamples: (category: string) => `Todos los ejemplos de ${category}`,
  moreSpecialties: (count: number) => `+${count} más`,
  focusAreas: "Áreas de enfoque",
  viewFullProfile: "Ver el perfil completo",
  hideProfile: "Ocultar el perfil",
  profileOf: (name: string) => ` de ${name}`,
  closeProfileOf: (name: string) => ` el perfil de ${name}`,
  profileAbout: "Biografía",
  profileEducation: "Estudios",
  profileRecognition: "Reconocimientos",
  onLinkedIn: (name: string) => `${name} en LinkedIn`,
  blogCategory: {
    "Breaking News": "Noticias de última hora",
    "Legal Guide": "Guía legal",
    "Tips & Advice": "Consejos",
    "Case Study": "Estudio de caso",
  },
} satisfies typeof english;
