export default function Home() {
  return <h1>Darna</h1>;
}
