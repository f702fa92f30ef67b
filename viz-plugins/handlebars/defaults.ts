// Superset's default template and style for a new handlebars chart.
export const DEFAULT_TEMPLATE = `<ul class="data-list">
  {{#each data}}
    <li>{{stringify this}}</li>
  {{/each}}
</ul>`;

export const DEFAULT_STYLE = `/*
  .data-list {
    background-color: yellow;
  }
*/`;
