/** "code · name" in the text's own direction; the code never breaks at its hyphen ("RES-" / "0003"), the name may wrap. */
export function CodeName(props: { code: string; name: string }) {
  return (
    <span dir="auto">
      <span className="whitespace-nowrap">{props.code}</span> · {props.name}
    </span>
  );
}
